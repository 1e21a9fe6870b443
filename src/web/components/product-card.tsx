import { Link } from "react-router";

import type { ProductView } from "../../domain/product.ts";
import { compareAtPriceCents, sellingPriceCents } from "../../domain/pricing.ts";
import { badgesOf } from "../../domain/stock.ts";
import { useMoney, useText } from "../lib/use-preferences.ts";

const BADGE_LABEL = { sale: "Sale", low_stock: "Low stock", high_stock: "In stock", out_of_stock: "Out of stock" } as const;
const BADGE_STYLE = {
  sale: "bg-red-600 text-white",
  low_stock: "bg-amber-100 text-amber-900",
  high_stock: "bg-emerald-100 text-emerald-900",
  out_of_stock: "bg-slate-200 text-slate-700",
} as const;

export function ProductCard({ product }: { product: ProductView }) {
  const money = useMoney();
  const text = useText();
  const compareAt = compareAtPriceCents(product);
  const name = text(product.title);
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={`/product/${product.slug}`} className="relative block aspect-square bg-slate-100">
        {product.images[0] ? <img src={product.images[0]} alt={name} loading="lazy" className="h-full w-full object-cover" width={700} height={700} /> : null}
        <span className="absolute start-2 top-2 flex flex-wrap gap-1">
          {badgesOf(product).map((badge) => (
            <span key={badge} className={`rounded px-2 py-0.5 text-xs font-bold ${BADGE_STYLE[badge]}`}>
              {BADGE_LABEL[badge]}
            </span>
          ))}
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-slate-500">{product.brand.name} · {product.partNumber}</p>
        <h3 className="line-clamp-2 text-sm font-semibold">
          <Link to={`/product/${product.slug}`} className="hover:text-brand-700">{name}</Link>
        </h3>
        {product.reviewCount > 0 ? (
          <p className="text-xs text-amber-600" aria-label={`Rated ${product.rating} out of 5`}>
            {"★".repeat(Math.round(product.rating))}
            <span className="text-slate-300">{"★".repeat(5 - Math.round(product.rating))}</span>
            <span className="ms-1 text-slate-500">({product.reviewCount})</span>
          </p>
        ) : null}
        <p className="mt-auto pt-2">
          <span className="text-lg font-bold">{money(sellingPriceCents(product))}</span>
          {compareAt !== null ? <s className="ms-2 text-sm text-slate-400">{money(compareAt)}</s> : null}
        </p>
      </div>
    </article>
  );
}
