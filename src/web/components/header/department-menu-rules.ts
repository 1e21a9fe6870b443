// spec §2: the department menu built from the category tree.
import { type Locale, type LocalizedText, textFor } from "../../../domain/locales.ts";
import type { Category } from "../../../domain/schemas/catalog.ts";
import { slugify } from "../../../domain/slugify.ts";

/** spec §2: before the tree loads, this list is shown (names translated in header.json). */
export const FALLBACK_DEPARTMENTS = [
  { key: "clutches", name: "Clutches" },
  { key: "fuelSystems", name: "Fuel Systems" },
  { key: "steering", name: "Steering" },
  { key: "suspension", name: "Suspension" },
  { key: "bodyParts", name: "Body Parts" },
  { key: "transmission", name: "Transmission" },
  { key: "airFilters", name: "Air Filters" },
] as const;

/** spec §2: children form a mega-menu of columns of size 1of5, five to a row. */
export const MEGA_MENU_COLUMN_SIZE = "1of5";
export const MEGA_MENU_COLUMNS_PER_ROW = 5;

export type MegaMenuSize = "sm" | "xl";

export interface MenuLink {
  key: string;
  href: string;
  /** A catalogue name, or a key of header.json for the fallback list. */
  name: { text: LocalizedText } | { messageKey: string };
  /** Products in the category and its descendants; null when unknown (fallback list). */
  items: number | null;
}

export interface MegaMenuColumn {
  size: typeof MEGA_MENU_COLUMN_SIZE;
  /** The column's heading link (a child of the department) and its own children. */
  link: MenuLink;
  links: MenuLink[];
}

export interface MegaMenu {
  size: MegaMenuSize;
  columns: MegaMenuColumn[];
  /** The department's picture, shown in the panel, or null. */
  image: string | null;
}

export interface DepartmentEntry {
  link: MenuLink;
  /** null when the department has no children: it is a plain link. */
  menu: MegaMenu | null;
}

/** spec §2: a top-level name links to /product-category/{slugified name}/products. */
export function departmentHref(englishName: string): string {
  return categoryHref(slugify(englishName));
}

/** A category below the top level links by its own slug (its name and slug may differ). */
export function categoryHref(slug: string): string {
  return `/product-category/${slug}/products`;
}

/** spec §2: the menu is small when a department has exactly one child, otherwise extra large. */
export function megaMenuSize(childCount: number): MegaMenuSize {
  return childCount === 1 ? "sm" : "xl";
}

/** spec §2: images are shown for the first and third departments (0-based 0 and 2). */
export function showsDepartmentImage(index: number): boolean {
  return index === 0 || index === 2;
}

/** What the menus read of a category: the root loader sends only this, names in the page's language. */
export interface MenuDepartment {
  slug: string;
  name: LocalizedText;
  image: string | null;
  items: number;
  children: MenuDepartment[];
}

export function menuDepartments(tree: readonly Category[], locale: Locale): MenuDepartment[] {
  return tree.map(({ slug, name, image, items, children }) => ({
    slug,
    name: textFor(name, locale),
    image,
    items,
    children: menuDepartments(children, locale),
  }));
}

function childLink(category: MenuDepartment): MenuLink {
  return { key: category.slug, href: categoryHref(category.slug), name: { text: category.name }, items: category.items };
}

/** The menu of the tree, or spec §2's fallback list when the tree is not (yet) there. */
export function departmentEntries(departments: readonly MenuDepartment[] | null | undefined): DepartmentEntry[] {
  if (!departments) {
    return FALLBACK_DEPARTMENTS.map(({ key, name }) => ({
      link: { key, href: departmentHref(name), name: { messageKey: `header.departments.fallback.${key}` }, items: null },
      menu: null,
    }));
  }
  return departments.map((department, index) => ({
    link: { key: department.slug, href: departmentHref(department.name.en), name: { text: department.name }, items: department.items },
    // A department without children has nothing to open: an empty "extra large" panel helps nobody.
    menu:
      department.children.length === 0
        ? null
        : {
            size: megaMenuSize(department.children.length),
            columns: department.children.map((child) => ({
              size: MEGA_MENU_COLUMN_SIZE,
              link: childLink(child),
              links: child.children.map(childLink),
            })),
            image: showsDepartmentImage(index) ? department.image : null,
          },
  }));
}
