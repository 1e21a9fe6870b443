import { readFileSync } from "node:fs";

import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { Locale } from "../../domain/locales.ts";
import { SPEC_RATES } from "../../domain/money.ts";
import { type Messages, translatorFor, TranslatorProvider } from "../i18n/translator.ts";
import type { RootData } from "../lib/use-preferences.ts";
import { SiteFooter } from "./site-footer.tsx";

type Shop = RootData["shop"];

const SHOP: Shop = {
  name: "Overland",
  phone: "+61 2 5550 4477",
  email: "help@overland.local",
  address: { en: "Unit 4, 18 Depot Road, Katoomba NSW 2780, Australia", ru: "Австралия, NSW 2780, Катумба, Депо-роуд, 18" },
  openingHours: {
    mon: { opens: "08:00", closes: "17:30" },
    tue: { opens: "08:00", closes: "17:30" },
    wed: { opens: "08:00", closes: "17:30" },
    thu: { opens: "08:00", closes: "17:30" },
    fri: { opens: "08:00", closes: "17:30" },
    sat: { opens: "08:00", closes: "12:00" },
    sun: null,
  },
  timeZone: "Australia/Sydney",
  header: { layout: "spaceship", scheme: "one", mobile: "one" },
  social: [],
  payments: { methods: ["card"], provider: "stripe" },
};

const footerStrings = (locale: Locale): Messages =>
  JSON.parse(readFileSync(new URL(`../i18n/locales/${locale}/footer.json`, import.meta.url), "utf8")) as Messages;

/** The footer as the server renders it, under the root loader's data for this shop. */
function renderFooter(shop: Partial<Shop>, locale: Locale = "en"): string {
  const translator = translatorFor(locale, { footer: footerStrings(locale) });
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => createElement(TranslatorProvider, { translator, children: createElement(SiteFooter) }) },
  ]);
  const root: RootData = {
    locale,
    direction: locale === "ar" ? "rtl" : "ltr",
    currency: "USD",
    rates: SPEC_RATES,
    pricing: {
      countryCode: "AU",
      byClass: { standard: { num: 1, den: 1, includes: { name: "GST", basisPoints: 2000 } } },
      taxAdded: false,
    },
    adminMessages: null,
    shop: { ...SHOP, ...shop },
    origin: "http://shop.test",
    user: null,
  };
  return renderToString(createElement(Stub, { hydrationData: { loaderData: { root } } }));
}

describe("the footer's contacts: the owner's settings in the reader's language", () => {
  it("writes the name, the address and the opening hours as runs of days on the shop's clock", () => {
    const html = renderFooter({ name: "Blue Mountains 4WD" });
    expect(html).toContain("Blue Mountains 4WD");
    expect(html).toContain("Unit 4, 18 Depot Road, Katoomba NSW 2780, Australia");
    expect(html).toContain("Mon–Fri 08:00–17:30, Sat 08:00–12:00 (Australian Eastern Time)");
    expect(html).toContain("© 2026 Blue Mountains 4WD.".replace("2026", String(new Date().getFullYear())));
  });

  it("writes them in Russian and Arabic, English standing in for an address not written in the language", () => {
    const ru = renderFooter({}, "ru");
    expect(ru).toContain("Австралия, NSW 2780, Катумба, Депо-роуд, 18");
    expect(ru).toContain("пн–пт 08:00–17:30, сб 08:00–12:00 (Восточная Австралия)");
    const ar = renderFooter({}, "ar");
    expect(ar).toContain("Unit 4, 18 Depot Road");
    expect(ar).toContain("الاثنين–الجمعة \u206608:00–17:30\u2069، السبت \u206608:00–12:00\u2069 (توقيت شرق أستراليا)");
  });

  it("leaves the hours out when no day is open", () => {
    const closed = Object.fromEntries(Object.keys(SHOP.openingHours).map((day) => [day, null])) as Shop["openingHours"];
    expect(renderFooter({ openingHours: closed })).not.toContain("Opening hours");
  });
});

describe("the footer's social links: the shop's own pages from its configuration", () => {
  it("shows no 'Follow us' at all while the shop has no page configured, and no network's front page", () => {
    const html = renderFooter({ social: [] });
    expect(html).not.toContain("Follow us");
    expect(html).not.toMatch(/facebook\.com|instagram\.com|youtube\.com|x\.com/);
  });

  it("links to each configured page, in a new tab, and leaves the other networks out", () => {
    const html = renderFooter({
      social: [
        { network: "facebook", url: "https://www.facebook.com/overland.parts" },
        { network: "youtube", url: "https://www.youtube.com/@overland" },
      ],
    });
    expect(html).toContain("Follow us");
    expect(html).toContain('href="https://www.facebook.com/overland.parts"');
    expect(html).toContain('aria-label="Overland on Facebook"');
    expect(html).toContain('href="https://www.youtube.com/@overland"');
    expect(html).not.toContain('href="https://www.facebook.com/"');
    expect(html).not.toContain("Overland on Instagram");
    expect(html).not.toContain("Overland on X");
    expect(html.match(/target="_blank"/g)).toHaveLength(2);
  });
});

describe("the footer's payment marks: the ways the checkout takes money, and nothing else", () => {
  it.each([
    { provider: "stripe" as const, label: "We take bank cards, paid through Stripe." },
    { provider: "test" as const, label: "Test payments: cards on a test page, no money is taken." },
  ])("draws the card alone and says so for the $provider provider, never a bank transfer", ({ provider, label }) => {
    const html = renderFooter({ payments: { methods: ["card"], provider } });
    expect(html).toContain(`aria-label="${label}"`);
    expect(html).not.toMatch(/transfer|contactless/i);
    // One mark, the card's.
    expect(html.match(/<rect x="1" y="1"/g)).toHaveLength(1);
  });

  it.each(["en", "ru", "ar"] as const)("says what is taken in %s", (locale) => {
    const strings = footerStrings(locale) as { payments: Record<string, string>; social: Record<string, string> };
    expect(Object.keys(strings.payments).sort()).toEqual(["stripe", "test"]);
    const html = renderFooter(
      { payments: { methods: ["card"], provider: "test" }, social: [{ network: "x", url: "https://x.com/overland" }] },
      locale,
    );
    expect(html).toContain(`aria-label="${strings.payments.test}"`);
    expect(html).toContain(`aria-label="${strings.social.x}"`);
  });
});
