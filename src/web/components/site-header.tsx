import { Link, NavLink } from "react-router";

import { useShopStore } from "../state/shop-store.ts";

const NAV = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
];

export function SiteHeader() {
  const quantity = useShopStore((s) => s.cart.quantity);
  return (
    <header className="bg-slate-900 text-white">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:gap-6 sm:py-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-black tracking-tight" aria-label="Overland home">
          <span aria-hidden className="grid h-9 w-9 place-items-center rounded-lg bg-brand-600 text-lg">OV</span>
          <span className="hidden min-[380px]:inline">Overland</span>
        </Link>
        <nav aria-label="Main" className="flex gap-3 text-sm font-semibold sm:gap-4">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end className={({ isActive }) => (isActive ? "text-brand-500" : "text-slate-200 hover:text-white")}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <Link to="/cart" className="ms-auto flex items-center gap-2 rounded-lg bg-slate-800 px-3 py-2 text-sm font-semibold hover:bg-slate-700">
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
            <circle cx="10" cy="20" r="1.3" />
            <circle cx="17" cy="20" r="1.3" />
          </svg>
          <span className="sr-only sm:not-sr-only">Cart</span>
          <span data-testid="cart-count" className="min-w-6 rounded-full bg-brand-600 px-2 text-center">
            {quantity}
          </span>
        </Link>
      </div>
    </header>
  );
}
