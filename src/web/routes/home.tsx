import { Link } from "react-router";

import { appContext } from "#app-context";

import { ProductCard } from "../components/product-card.tsx";
import { useText } from "../lib/use-preferences.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [featured, specials, categories, seo] = await Promise.all([
    services.catalog.collection("featured", 8),
    services.catalog.collection("special-offer", 4),
    services.catalog.categories(),
    services.content.seo("/").catch(() => null),
  ]);
  return { featured, specials, departments: categories, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.seo?.metaTitle ?? "Overland · 4x4 parts" },
    { name: "description", content: loaderData?.seo?.metaDescription ?? "" },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, specials, departments } = loaderData;
  const text = useText();
  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Parts that fit, built to go further</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-black leading-tight sm:text-5xl">Everything your 4x4 needs for the next trip.</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-200">Suspension, recovery gear, protection and touring parts for Land Cruiser, Patrol, Hilux, Wrangler, Ranger, Niva and more.</p>
          <Link to="/shop" className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold hover:bg-brand-500">
            Shop all parts
          </Link>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="departments">
        <h2 id="departments" className="text-2xl font-bold">Shop by department</h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {departments.map((department) => (
            <li key={department.slug}>
              <Link to={`/product-category/${department.slug}/products`} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-500">
                {department.image ? <img src={department.image} alt="" className="h-10 w-10 shrink-0 rounded-lg sm:h-14 sm:w-14" width={56} height={56} /> : null}
                <span className="min-w-0">
                  <span className="block text-sm font-semibold [overflow-wrap:anywhere] sm:text-base">{text(department.name)}</span>
                  <span className="text-xs text-slate-500">{department.items} parts</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ProductRow title="Featured parts" products={featured} />
      <ProductRow title="Special offers" products={specials} />
    </>
  );
}

function ProductRow({ title, products }: { title: string; products: Route.ComponentProps["loaderData"]["featured"] }) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12">
      <h2 className="text-2xl font-bold">{title}</h2>
      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
