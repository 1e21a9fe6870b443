import { beforeEach, describe, expect, it } from "vitest";

import type { ProductDetailView } from "../../../domain/product.ts";
import { useQuickViewStore } from "./quick-view-store.ts";

const product = (id: number) => ({ id, title: { en: `Part ${id}` } }) as ProductDetailView;
const store = () => useQuickViewStore.getState();

describe("quick view (spec §4)", () => {
  beforeEach(() => useQuickViewStore.setState({ open: false, product: null, pending: null, trigger: null }));

  it("starts closed and empty", () => {
    expect(store().open).toBe(false);
    expect(store().product).toBeNull();
  });

  it("opens once the product has arrived, with a copy of it", () => {
    store().request(7);
    expect(store().open).toBe(false);
    const answer = product(7);
    store().settle(store().pending!.seq, answer);
    expect(store().open).toBe(true);
    expect(store().product).toEqual(answer);
    expect(store().product).not.toBe(answer);
  });

  it("a newer request cancels a pending one: the older answer opens nothing", () => {
    store().request(7);
    const first = store().pending!.seq;
    store().request(8);
    store().settle(first, product(7));
    expect(store().open).toBe(false);
    store().settle(store().pending!.seq, product(8));
    expect(store().product?.id).toBe(8);
  });

  it("an empty answer opens nothing", () => {
    store().request(9);
    store().settle(store().pending!.seq, null);
    expect(store().open).toBe(false);
    expect(store().pending).toBeNull();
  });

  it("closing sets open to false", () => {
    store().request(7);
    store().settle(store().pending!.seq, product(7));
    store().close();
    expect(store().open).toBe(false);
  });
});
