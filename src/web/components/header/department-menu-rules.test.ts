import { describe, expect, it } from "vitest";

import type { Category } from "../../../domain/schemas/catalog.ts";
import {
  categoryHref,
  departmentEntries,
  departmentHref,
  FALLBACK_DEPARTMENTS,
  MEGA_MENU_COLUMN_SIZE,
  MEGA_MENU_COLUMNS_PER_ROW,
  megaMenuSize,
  menuDepartments,
  showsDepartmentImage,
} from "./department-menu-rules.ts";

let nextId = 1;
function category(en: string, slug: string, children: Category[] = [], image: string | null = `/img/${slug}.svg`): Category {
  return {
    _id: nextId++,
    slug,
    name: { en, ru: `ru ${en}`, ar: `ar ${en}` },
    image,
    icon: null,
    items: 10,
    parentId: null,
    layout: children.length ? "categories" : "products",
    children,
  };
}

describe("department links (spec §2)", () => {
  it("links a top-level department to /product-category/{slugified name}/products", () => {
    expect(departmentHref("Fuel Systems")).toBe("/product-category/fuel-systems/products");
    expect(departmentHref("Wheels and Tyres")).toBe("/product-category/wheels-and-tyres/products");
  });

  it("links a child category by its own slug, which may differ from its name", () => {
    const [entry] = departmentEntries([category("Fuel Systems", "fuel-systems", [category("Jerry Cans and Holders", "jerry-cans")])]);
    expect(entry!.menu!.columns[0]!.link.href).toBe(categoryHref("jerry-cans"));
  });
});

describe("mega-menu size (spec §2)", () => {
  it("is small when a department has exactly one child", () => {
    expect(megaMenuSize(1)).toBe("sm");
  });
  it.each([2, 3, 7])("is extra large with %d children", (count) => {
    expect(megaMenuSize(count)).toBe("xl");
  });
});

describe("mega-menu columns (spec §2)", () => {
  it("makes one column of size 1of5 per child, five to a row", () => {
    const children = ["A", "B", "C", "D", "E", "F"].map((n) => category(n, n.toLowerCase(), [category(`${n}1`, `${n.toLowerCase()}-1`)]));
    const [entry] = departmentEntries([category("Body Parts", "body-parts", children)]);
    expect(MEGA_MENU_COLUMNS_PER_ROW).toBe(5);
    expect(entry!.menu!.columns).toHaveLength(6);
    expect(entry!.menu!.columns.every((column) => column.size === MEGA_MENU_COLUMN_SIZE && column.size === "1of5")).toBe(true);
    expect(entry!.menu!.columns[0]!.links.map((l) => l.href)).toEqual(["/product-category/a-1/products"]);
  });

  it("gives a department without children no menu", () => {
    const [entry] = departmentEntries([category("Engine", "engine")]);
    expect(entry!.menu).toBeNull();
  });
});

describe("department images (spec §2)", () => {
  it("are shown for the first and third departments only", () => {
    expect([0, 1, 2, 3, 4].map(showsDepartmentImage)).toEqual([true, false, true, false, false]);
    const tree = ["One", "Two", "Three", "Four"].map((n) => category(n, n.toLowerCase(), [category(`${n} kit`, `${n.toLowerCase()}-kit`)]));
    expect(departmentEntries(tree).map((e) => e.menu?.image ?? null)).toEqual(["/img/one.svg", null, "/img/three.svg", null]);
  });
});

describe("fallback department list (spec §2)", () => {
  it("is shown while the tree is not loaded", () => {
    const entries = departmentEntries(null);
    expect(FALLBACK_DEPARTMENTS.map((d) => d.name)).toEqual([
      "Clutches",
      "Fuel Systems",
      "Steering",
      "Suspension",
      "Body Parts",
      "Transmission",
      "Air Filters",
    ]);
    expect(entries.map((e) => e.link.href)).toEqual([
      "/product-category/clutches/products",
      "/product-category/fuel-systems/products",
      "/product-category/steering/products",
      "/product-category/suspension/products",
      "/product-category/body-parts/products",
      "/product-category/transmission/products",
      "/product-category/air-filters/products",
    ]);
    expect(entries[1]!.link.name).toEqual({ messageKey: "header.departments.fallback.fuelSystems" });
    expect(entries.every((e) => e.menu === null)).toBe(true);
  });

  it("is not used once the tree is there, even when it is empty", () => {
    expect(departmentEntries([])).toEqual([]);
  });
});

describe("the tree the root loader sends (menuDepartments)", () => {
  const tree = [category("Body Parts", "body-parts", [category("Bull Bars", "bull-bars", [category("Steel Bars", "steel-bars")])])];

  it("keeps what the menus read, names in the page's language and English, at every depth", () => {
    const [body] = menuDepartments(tree, "ru");
    expect(body).toEqual({
      slug: "body-parts",
      name: { en: "Body Parts", ru: "ru Body Parts" },
      image: "/img/body-parts.svg",
      items: 10,
      children: [
        {
          slug: "bull-bars",
          name: { en: "Bull Bars", ru: "ru Bull Bars" },
          image: "/img/bull-bars.svg",
          items: 10,
          children: [
            { slug: "steel-bars", name: { en: "Steel Bars", ru: "ru Steel Bars" }, image: "/img/steel-bars.svg", items: 10, children: [] },
          ],
        },
      ],
    });
  });

  it("sends English alone to an English page, and builds the same menu as the whole tree", () => {
    expect(menuDepartments(tree, "en")[0]?.name).toEqual({ en: "Body Parts" });
    expect(departmentEntries(menuDepartments(tree, "ar"))).toEqual(
      departmentEntries(tree).map((entry) => ({
        ...entry,
        link: { ...entry.link, name: { text: { en: "Body Parts", ar: "ar Body Parts" } } },
        menu: entry.menu && {
          ...entry.menu,
          columns: entry.menu.columns.map((column) => ({
            ...column,
            link: { ...column.link, name: { text: { en: "Bull Bars", ar: "ar Bull Bars" } } },
            links: column.links.map((link) => ({ ...link, name: { text: { en: "Steel Bars", ar: "ar Steel Bars" } } })),
          })),
        },
      })),
    );
  });
});
