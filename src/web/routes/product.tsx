import { useState } from "react";
import { data, Link } from "react-router";

import { appContext } from "#app-context";

import type { CartItemOption } from "../../domain/cart.ts";
import { MIN_CART_QUANTITY } from "../../domain/checkout.ts";
import { compareAtPriceCents, sellingPriceCents } from "../../domain/pricing.ts";
import { availabilityFromStock } from "../../domain/stock.ts";
import { useMoney, useText } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(appContext);
  try {
    return { product: await services.catalog.productBySlug(params.slug), origin };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw data("Product Not Found", { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Product Not Found · Overland" }];
  const { product, origin } = loaderData;
  return [
    { title: product.metaTitle || product.title.en },
    { name: "description", content: product.metaDescription },
    { name: "keywords", content: product.metaKeywords },
    { tagName: "link", rel: "canonical", href: `${origin}/product/${product.slug}` },
  ];
}

const AVAILABILITY_LABEL = {
  "out-of-stock": "Out of stock",
  "low-stock": "Low stock",
  "in-stock": "In stock",
  "high-stock": "In stock",
} as const;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const money = useMoney();
  const text = useText();
  const add = useShopStore((s) => s.addToCart);
  const [image, setImage] = useState(0);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const name = text(product.title);
  const price = sellingPriceCents(product);
  const compareAt = compareAtPriceCents(product);
  const availability = availabilityFromStock(product.stock);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // spec §5: a non-numeric quantity is treated as 1; the minimum is 1.
    const raw = Number.parseInt(String(form.get("quantity") ?? ""), 10);
    const quantity = Number.isNaN(raw) ? 1 : raw;
    if (quantity < MIN_CART_QUANTITY) {
      setMessage({ kind: "error", text: "Please enter a quantity of at least 1." });
      return;
    }
    const options: CartItemOption[] = [];
    for (const option of product.options) {
      const valueSlug = form.get(`option-${option.slug}`);
      const value = option.values.find((v) => v.slug === valueSlug);
      if (!value) {
        setMessage({ kind: "error", text: `Please choose a ${text(option.name).toLowerCase()}.` });
        return;
      }
      options.push({ optionSlug: option.slug, name: option.name, valueSlug: value.slug, value: value.name });
    }
    add(
      { id: product.id, slug: product.slug, name: product.title, image: product.images[0] ?? null, sku: product.sku, partNumber: product.partNumber },
      options,
      price,
      quantity,
    );
    setMessage({ kind: "ok", text: `${name} was added to your cart.` });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link to="/" className="hover:text-slate-900">Home</Link>
        {product.categoryPath.map((c) => (
          <span key={c.slug}>
            {" / "}
            <Link to={`/product-category/${c.slug}/products`} className="hover:text-slate-900">{text(c.name)}</Link>
          </span>
        ))}
      </nav>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div>
          <div className="aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {product.images[image] ? <img src={product.images[image]} alt={name} width={700} height={700} className="h-full w-full object-cover" /> : null}
          </div>
          {product.images.length > 1 ? (
            <div className="mt-3 flex gap-3">
              {product.images.map((src, i) => (
                <button key={src} type="button" onClick={() => setImage(i)} aria-label={`Show image ${i + 1}`} aria-pressed={i === image} className={`h-20 w-20 overflow-hidden rounded-lg border-2 ${i === image ? "border-brand-600" : "border-transparent"}`}>
                  <img src={src} alt="" width={80} height={80} />
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <div>
          <p className="text-sm font-semibold text-brand-700">{product.brand.name}</p>
          <h1 className="mt-1 text-3xl font-black leading-tight">{name}</h1>
          {product.reviewCount > 0 ? (
            <p className="mt-2 text-amber-600">
              {"★".repeat(Math.round(product.rating))}
              <span className="text-slate-300">{"★".repeat(5 - Math.round(product.rating))}</span>
              <span className="ms-2 text-sm text-slate-600">{product.rating} ({product.reviewCount} reviews)</span>
            </p>
          ) : null}
          <p className="mt-4">
            <span data-testid="price" className="text-3xl font-bold">{money(price)}</span>
            {compareAt !== null ? <s className="ms-3 text-lg text-slate-400">{money(compareAt)}</s> : null}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-500">Availability</dt>
            <dd className={availability === "out-of-stock" ? "font-semibold text-red-700" : "font-semibold text-emerald-700"}>{AVAILABILITY_LABEL[availability]}</dd>
            <dt className="text-slate-500">Part number</dt>
            <dd>{product.partNumber}</dd>
            <dt className="text-slate-500">SKU</dt>
            <dd>{product.sku}</dd>
          </dl>
          <p className="mt-4 text-slate-700">{text(product.excerpt)}</p>
          <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
            {product.options.map((option) => (
              <fieldset key={option.slug}>
                <legend className="text-sm font-semibold">{text(option.name)} <span className="text-red-600">*</span></legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {option.values.map((value) => (
                    <label key={value.slug} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                      <input type="radio" name={`option-${option.slug}`} value={value.slug} required className="accent-brand-600" />
                      {value.color ? <span aria-hidden className="h-4 w-4 rounded-full border" style={{ background: value.color }} /> : null}
                      {text(value.name)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <div className="flex items-end gap-3">
              <label className="text-sm font-semibold">
                Quantity
                <input name="quantity" type="number" inputMode="numeric" min={1} max={99} defaultValue={1} className="mt-1 block w-24 rounded-lg border border-slate-300 px-3 py-2" />
              </label>
              <button type="submit" disabled={availability === "out-of-stock"} className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300">
                Add to cart
              </button>
            </div>
            {message ? (
              <p role={message.kind === "error" ? "alert" : "status"} className={message.kind === "error" ? "text-red-700" : "text-emerald-700"}>
                {message.text} {message.kind === "ok" ? <Link to="/cart" className="font-semibold underline">View cart</Link> : null}
              </p>
            ) : null}
          </form>
          <section className="mt-8">
            <h2 className="text-lg font-bold">Description</h2>
            <p className="mt-2 text-slate-700">{text(product.description)}</p>
            <h2 className="mt-6 text-lg font-bold">Specification</h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              {product.specs.map((spec) => (
                <div key={spec.name.en} className="contents">
                  <dt className="text-slate-500">{text(spec.name)}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
