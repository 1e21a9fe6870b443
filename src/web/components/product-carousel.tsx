import type { ProductView } from "../../domain/product.ts";
import { ProductCard } from "./product-card.tsx";

// Placeholder while the carousel is being built (issue 3): a titled row of product cards.
export function ProductCarousel({ title, products }: { title: string; products: ProductView[] }) {
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
