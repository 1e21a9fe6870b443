import { Link } from "react-router";

import type { ProductView } from "../../domain/product.ts";
import { Carousel } from "./carousel.tsx";
import { ProductCard } from "./product-card.tsx";

/** Two cards on a phone, three on a tablet, four on a laptop, five on a wide desktop. */
export const PRODUCT_ROW_VIEW = "[--gap:0.75rem] sm:[--gap:1rem] [--per-view:2] sm:[--per-view:3] lg:[--per-view:4] xl:[--per-view:5]";

export interface ProductCarouselProps {
  title: string;
  products: ProductView[];
  /** A "view all" link beside the title. */
  viewAll?: { to: string; label: string } | undefined;
  /** The id of the heading, for links to the row. */
  headingId?: string | undefined;
  className?: string | undefined;
}

/** A titled row of product cards that slides; product rows never autoplay (spec §9: the hero does). */
export function ProductCarousel({ title, products, viewAll, headingId, className = "" }: ProductCarouselProps) {
  if (products.length === 0) return null;
  return (
    // The carousel inside is the named region; the section only spaces the row.
    <section className={`mx-auto max-w-7xl px-4 pt-12 ${className}`}>
      <Carousel
        label={title}
        header={<ProductRowHeading title={title} viewAll={viewAll} headingId={headingId} />}
        perViewClass={PRODUCT_ROW_VIEW}
        slides={products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      />
    </section>
  );
}

/** A product row's title, and its "view all" link beside it; also the heading of a row still on its way. */
export function ProductRowHeading({
  title,
  viewAll,
  headingId,
  className = "",
}: Pick<ProductCarouselProps, "title" | "viewAll" | "headingId" | "className">) {
  return (
    <div className={`flex flex-wrap items-baseline gap-x-4 gap-y-1 ${className}`}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {viewAll ? (
        <Link to={viewAll.to} className="text-sm font-semibold text-brand-700 hover:underline">
          {viewAll.label}
        </Link>
      ) : null}
    </div>
  );
}
