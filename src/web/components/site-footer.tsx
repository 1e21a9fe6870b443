export function SiteFooter() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Overland</p>
          <p className="mt-2 text-sm">Parts and gear for 4x4s that go further: suspension, recovery, protection and touring.</p>
        </div>
        <div className="text-sm">
          <p className="font-semibold text-white">Shop</p>
          <ul className="mt-2 space-y-1">
            <li><a className="hover:text-white" href="/shop">All parts</a></li>
            <li><a className="hover:text-white" href="/product-category/suspension/products">Suspension</a></li>
            <li><a className="hover:text-white" href="/product-category/recovery-gear/products">Recovery gear</a></li>
          </ul>
        </div>
        <div className="text-sm">
          <p className="font-semibold text-white">Help</p>
          <ul className="mt-2 space-y-1">
            <li><a className="hover:text-white" href="/cart">Your cart</a></li>
            <li><a className="hover:text-white" href="/api/website/docs">API documentation</a></li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">© Overland. Open-source 4x4 parts shop.</p>
    </footer>
  );
}
