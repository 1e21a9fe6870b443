import { describe, expect, it } from "vitest";

import { pageUrlOf } from "./page-url.ts";

describe("the page's address in a loader", () => {
  it("is the data request's address without its suffix and route list", () => {
    expect(pageUrlOf("http://shop.test/shop.data?filter_brand=arb&_routes=shop").toString()).toBe("http://shop.test/shop?filter_brand=arb");
    expect(pageUrlOf("http://shop.test/product-category/lighting/products.data?_routes=category").pathname).toBe(
      "/product-category/lighting/products",
    );
    expect(pageUrlOf("http://shop.test/_.data").pathname).toBe("/");
    expect(pageUrlOf("http://shop.test/shop?page=2").toString()).toBe("http://shop.test/shop?page=2");
  });
});
