import type { ProductView } from "../../../domain/product.ts";
import { ProductCard } from "../product-card.tsx";
import type { ListingView } from "./listing-query.ts";
import { Pagination } from "./pagination.tsx";

/** Cards in the first row, whose pictures load at once: the widest grid has 4 columns; the list shows 2 on a phone's screen. */
const FIRST_ROW = { grid: 4, list: 2 } as const;

/** A listing's cards in the chosen view, and its pages. */
export function ListingResults({ products, view, totalPages }: { products: ProductView[]; view: ListingView; totalPages: number }) {
  return (
    <>
      {view === "list" ? (
        <ul className="flex flex-col gap-4">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} variant="list" first={index < FIRST_ROW.list} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id} className="flex min-w-0">
              <ProductCard product={product} first={index < FIRST_ROW.grid} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Pagination totalPages={totalPages} />
      </div>
    </>
  );
}
