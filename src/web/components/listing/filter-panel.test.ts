import { readFileSync } from "node:fs";

import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { ListingFilter } from "../../../domain/filters.ts";
import type { Locale } from "../../../domain/locales.ts";
import { type Messages, translatorFor, TranslatorProvider } from "../../i18n/translator.ts";
import { FilterPanel } from "./filter-panel.tsx";
import { ListingProvider, type ListingVehicles } from "./listing-context.tsx";
import { initialListingState, readListingQuery } from "./listing-query.ts";

// The listing's vehicle filter as the server draws it (before the stored garage is read, and
// without JavaScript): it names what the listing is narrowed to, from the address or the current
// vehicle's cookie, in every language.

const HILUX = "2016 Toyota Hilux N80 2.4L I4 turbo-diesel (2GD-FTV)";
const LAND_CRUISER = "1995 Toyota Land Cruiser 80 4.2L I6 diesel (1HZ)";

const listingStrings = (locale: Locale): Messages =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${locale}/listing.json`, import.meta.url), "utf8")) as Messages;

/** The search page's filters, server-rendered, for this address and these vehicles. */
function renderFilters(query: string, vehicles: ListingVehicles, locale: Locale = "en"): string {
  const read = readListingQuery(new URLSearchParams(query), undefined, true);
  const state = read.ok ? read.state : initialListingState();
  const filters: ListingFilter[] = [{ type: "vehicle", slug: "vehicle", name: "Vehicle", value: state.filters.vehicle ?? null }];
  const translator = translatorFor(locale, { listing: listingStrings(locale) });
  const listing = {
    state,
    filters,
    total: 3,
    pathCategory: undefined,
    basePath: "/search",
    extra: [["q", "clutch"]] as [string, string][],
  };
  const panel = () =>
    createElement(TranslatorProvider, {
      translator,
      children: createElement(ListingProvider, {
        ...listing,
        searchPage: true,
        vehicles,
        children: createElement(FilterPanel, { open: false, onClose: () => {} }),
      }),
    });
  const Stub = createRoutesStub([{ path: "/search", Component: panel }]);
  return renderToString(createElement(Stub, { initialEntries: [`/search?q=clutch&${query}`] }));
}

/** The switch's text, tags and isolation marks aside. */
const switchText = (html: string) =>
  /role="switch"[^>]*\/>.*?<\/span><span>(.*?)<\/span><\/label>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
const switchOn = (html: string) => /<input[^>]*role="switch"[^>]*checked=""/.test(html);

describe("the search page's vehicle filter, as the server draws it", () => {
  it("names the vehicle the address narrows the listing to, switched on, though it is not the current one", () => {
    const html = renderFilters("filter_vehicle=457", { name: HILUX, current: null });
    expect(switchText(html)).toBe(`Only parts that fit ${HILUX}`);
    expect(switchOn(html)).toBe(true);
    expect(html).not.toContain("Choose your vehicle");
  });

  it("names the shopper's current vehicle the listing follows, switched on", () => {
    const html = renderFilters("filter_vehicle=12", { name: LAND_CRUISER, current: { id: 12, name: LAND_CRUISER } });
    expect(switchText(html)).toBe(`Only parts that fit ${LAND_CRUISER}`);
    expect(switchOn(html)).toBe(true);
  });

  it("offers the current vehicle, switched off, on a listing of every vehicle's parts", () => {
    const html = renderFilters("filter_vehicle=", { name: null, current: { id: 12, name: LAND_CRUISER } });
    expect(switchText(html)).toBe(`Only parts that fit ${LAND_CRUISER}`);
    expect(switchOn(html)).toBe(false);
  });

  it("names a vehicle page's model year", () => {
    const html = renderFilters("filter_vehicle=toyota.hilux-n80.2016", { name: "2016 Toyota Hilux N80", current: null });
    expect(switchText(html)).toBe("Only parts that fit 2016 Toyota Hilux N80");
  });

  it("asks for a vehicle only when there is none", () => {
    const html = renderFilters("", { name: null, current: null });
    expect(html).toContain("Choose your vehicle to see the parts that fit it.");
    expect(html).not.toContain('role="switch"');
  });

  it("names the vehicle in Arabic too, isolated so that its year stays in front of its make", () => {
    const html = renderFilters("filter_vehicle=457", { name: HILUX, current: null }, "ar");
    const onlyFits = (listingStrings("ar") as { filters: { onlyFits: string } }).filters.onlyFits;
    expect(switchText(html)).toBe(onlyFits.replace("{{vehicle}}", HILUX));
    expect(html).toContain(`<bdi>${HILUX}</bdi>`);
    expect(html).not.toContain((listingStrings("ar") as { filters: { noVehicle: string } }).filters.noVehicle);
  });
});
