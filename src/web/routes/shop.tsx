import { data, Form, Link, useSearchParams } from "react-router";

import { appContext } from "#app-context";

import { filterValuesFromQuery, SORT_OPTIONS, type ListingFilter, type SortOption } from "../../domain/filters.ts";
import { ProductCard } from "../components/product-card.tsx";
import type { Route } from "./+types/shop";

const PAGE_SIZE = 16; // spec §9

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  // A filter may come as one comma-joined value (spec §5) or as repeated form fields.
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(",");
  if (params.slug) query.filter_category = params.slug;
  const parsed = filterValuesFromQuery(query);
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const sort = (SORT_OPTIONS as readonly string[]).includes(query.sort ?? "") ? (query.sort as SortOption) : "default";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(query.page ?? "1", 10) || 1));
  try {
    const [listing, category] = await Promise.all([
      services.catalog.listProducts({ sort, limit: PAGE_SIZE, page, locale: "en", filters: parsed.values }),
      params.slug ? services.catalog.categoryBySlug(params.slug) : null,
    ]);
    return { listing, category, sort };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw data("Category Not Found", { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.category ? loaderData.category.name.en : "All parts";
  return [{ title: `${name} · Overland` }, { name: "description", content: `Shop ${name.toLowerCase()} for your 4x4 at Overland.` }];
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { listing, category, sort } = loaderData;
  const [searchParams] = useSearchParams();
  const { pagination } = listing;
  const pageLink = (page: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(page));
    return `?${next.toString()}`;
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link to="/" className="hover:text-slate-900">Home</Link> / <Link to="/shop" className="hover:text-slate-900">Shop</Link>
        {category ? <> / <span aria-current="page">{category.name.en}</span></> : null}
      </nav>
      <h1 className="mt-2 text-3xl font-black">{category ? category.name.en : "All parts"}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[260px_1fr]">
        <aside aria-label="Filters">
          <Filters filters={listing.filters} />
        </aside>
        <section>
          <Form method="get" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
            {[...searchParams.entries()]
              .filter(([key]) => key !== "sort" && key !== "page")
              .map(([key, value]) => (
                <input key={key} type="hidden" name={key} value={value} />
              ))}
            <p>
              Showing {pagination.total === 0 ? 0 : (pagination.page - 1) * pagination.limit + 1}–{Math.min(pagination.page * pagination.limit, pagination.total)} of {pagination.total} parts
            </p>
            <label className="flex items-center gap-2">
              Sort by
              <select name="sort" defaultValue={sort} className="rounded border border-slate-300 px-2 py-1" onChange={(e) => e.currentTarget.form?.requestSubmit()}>
                <option value="default">Popularity</option>
                <option value="name_asc">Name, A to Z</option>
                <option value="name_desc">Name, Z to A</option>
              </select>
            </label>
            <noscript>
              <button type="submit">Apply</button>
            </noscript>
          </Form>
          {listing.data.length === 0 ? (
            <p className="mt-10 text-center text-slate-600">No parts match these filters.</p>
          ) : (
            <div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
              {listing.data.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          )}
          <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
            {pagination.page > 1 ? <Link className="rounded border px-3 py-1 hover:bg-white" to={pageLink(pagination.page - 1)}>Previous</Link> : null}
            <span className="text-sm">Page {pagination.page} of {pagination.totalPages}</span>
            {pagination.page < pagination.totalPages ? <Link className="rounded border px-3 py-1 hover:bg-white" to={pageLink(pagination.page + 1)}>Next</Link> : null}
          </nav>
        </section>
      </div>
    </div>
  );
}

function Filters({ filters }: { filters: ListingFilter[] }) {
  const categories = filters.find((f) => f.type === "categories");
  const brands = filters.find((f) => f.type === "check");
  return (
    <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      {categories && categories.type === "categories" ? (
        <div>
          <h2 className="font-bold">Categories</h2>
          <ul className="mt-2 space-y-1">
            {categories.items.map((item) => (
              <li key={item.slug} className={item.type === "child" && categories.value ? "ps-3" : ""}>
                <Link to={`/product-category/${item.slug}/products`} className={item.type === "current" ? "font-bold text-brand-700" : "hover:text-brand-700"}>
                  {item.name} <span className="text-slate-400">({item.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {brands && brands.type === "check" ? (
        <Form method="get">
          <fieldset>
            <legend className="font-bold">Brand</legend>
            <div className="mt-2 max-h-64 space-y-1 overflow-auto">
              {brands.items.map((item) => (
                <label key={item.slug} className="flex items-center gap-2">
                  <input type="checkbox" name="filter_brand" value={item.slug} defaultChecked={brands.value.includes(item.slug)} />
                  {item.name} <span className="text-slate-400">({item.count})</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="mt-3 rounded bg-slate-900 px-3 py-1.5 font-semibold text-white">Apply</button>
        </Form>
      ) : null}
    </div>
  );
}
