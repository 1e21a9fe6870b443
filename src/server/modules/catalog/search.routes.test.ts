import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type ProductInput } from "../../../../tests/factories/products.ts";
import { createVehicle, type TestVehicle } from "../../../../tests/factories/vehicles.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { brands, productCodes, products } from "../../../db/tables.ts";
import { normalizePartCode } from "../../../domain/product.ts";
import type { Product } from "../../../domain/schemas/catalog.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";
import { createListingRepository, type ListingWhere } from "./listing.repository.ts";
import { createSearchRepository, matchWalk, type WordForms } from "./search.repository.ts";

// The matching rules (decision 023), each by name, through GET /products/?q= on the
// seeded catalogue plus parts of their own, named with words no seeded part carries.

let t: TestApp;
/** Who the synonym changes are audited as. */
let owner: { id: string; email: string };
let hilux: TestVehicle;
let ranger: TestVehicle;

interface ListBody {
  data: Product[];
  pagination: { total: number };
  filters: { slug: string; items?: { slug: string; count: number }[] }[];
  search?: { query: string; corrections: { typed: string; used: string[] }[]; unknown: string[]; ignored: string[] };
}

async function search(q: string, extra = ""): Promise<{ status: number; body: ListBody; cacheControl: string }> {
  const response = await t.app.inject({ method: "GET", url: `/api/website/products/?q=${encodeURIComponent(q)}${extra}` });
  return { status: response.statusCode, body: response.json() as ListBody, cacheControl: String(response.headers["cache-control"] ?? "") };
}
const slugsOf = (body: ListBody) => body.data.map((p) => p.slug);

/** A part with titles in three languages and a part number of its own. */
async function part(title: LocalizedText, partNumber: string, overrides: Partial<ProductInput> = {}) {
  const made = await createProduct(t.database.db, { title: title.en, ...overrides });
  await t.database.db
    .update(products)
    .set({ title, partNumber, codesNormalized: `${normalizePartCode(partNumber)} ${normalizePartCode(made.slug)}` })
    .where(eq(products.id, made.id));
  return made;
}

let shortNumber: Awaited<ReturnType<typeof part>>;
let longerNumber: Awaited<ReturnType<typeof part>>;
let absorber: Awaited<ReturnType<typeof part>>;
let bullbar: Awaited<ReturnType<typeof part>>;
let fitsHilux: Awaited<ReturnType<typeof part>>;
let universal: Awaited<ReturnType<typeof part>>;
let fitsRanger: Awaited<ReturnType<typeof part>>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  owner = await staffMember(t.app, db, "owner");
  hilux = await createVehicle(db, { make: "Qtoyota" });
  ranger = await createVehicle(db, { make: "Qford" });
  shortNumber = await part({ en: "Qorvex snorkel head" }, "QZ79-SH-01");
  longerNumber = await part({ en: "Qorvex snorkel hose" }, "QZ79-SH-015");
  absorber = await part(
    { en: "Zarkster rear shock absorber", ru: "Амортизатор задний Заркстер", ar: "ممتص صدمات خلفي زاركستر" },
    "ZRK-100",
  );
  bullbar = await part({ en: "Quokkaline bullbar", ru: "Кенгурятник Квоккалайн", ar: "مصد أمامي كوكالاين" }, "QKL-1");
  fitsHilux = await part({ en: "Vombat fender flare" }, "VMB-1", { fits: [hilux.id] });
  universal = await part({ en: "Vombat fender flare kit" }, "VMB-2", { universal: true });
  fitsRanger = await part({ en: "Vombat fender flare set" }, "VMB-3", { fits: [ranger.id] });
  await db.insert(productCodes).values([
    { productId: absorber.id, kind: "oem", maker: "Toyota", code: "48531-0K999", codeNormalized: normalizePartCode("48531-0K999") },
    { productId: absorber.id, kind: "cross", maker: "Bilstein", code: "B46-Z999", codeNormalized: normalizePartCode("B46-Z999") },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe("part numbers", () => {
  it("match whatever the spacing, dashes, dots or case", async () => {
    for (const q of ["QZ79-SH-01", "qz79 sh01", "qz79.sh.01", "Qz79Sh01", " qz 79-sh 01 "]) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(slugsOf(body)[0], q).toBe(shortNumber.slug);
    }
  });

  it("an exact number puts its part first, then the parts whose number begins with it", async () => {
    const { body } = await search("qz79sh01");
    expect(slugsOf(body).slice(0, 2)).toEqual([shortNumber.slug, longerNumber.slug]);
    const longer = await search("QZ79-SH-015");
    expect(slugsOf(longer.body)[0]).toBe(longerNumber.slug);
  });

  it("OEM and cross-reference numbers find their part, and stop when the number is removed", async () => {
    expect(slugsOf((await search("48531 0k999")).body)).toEqual([absorber.slug]);
    expect(slugsOf((await search("b46z999")).body)).toEqual([absorber.slug]);
    await t.database.db.delete(productCodes).where(eq(productCodes.codeNormalized, normalizePartCode("B46-Z999")));
    expect((await search("b46z999")).body.pagination.total).toBe(0);
    expect(slugsOf((await search("48531-0K999")).body)).toEqual([absorber.slug]);
  });

  it("a renumbered part is found by its new number only", async () => {
    const made = await part({ en: "Qorvex renumbered clamp" }, "RNB-0001");
    await t.database.db.update(products).set({ partNumber: "RNB-0002", codesNormalized: "RNB0002" }).where(eq(products.id, made.id));
    expect((await search("RNB-0001")).body.pagination.total).toBe(0);
    expect(slugsOf((await search("rnb 0002")).body)).toEqual([made.slug]);
  });
});

describe("words", () => {
  it("English words match by their stem (absorbers finds absorber)", async () => {
    expect(slugsOf((await search("zarkster absorbers")).body)).toEqual([absorber.slug]);
    expect(slugsOf((await search("ZARKSTER SHOCK")).body)).toEqual([absorber.slug]);
  });

  it("Russian words match by their stem (амортизаторы finds амортизатор)", async () => {
    expect(slugsOf((await search("амортизаторы заркстера")).body)).toEqual([absorber.slug]);
  });

  it("Arabic matches with or without hamza, diacritics, taa marbuta and the article", async () => {
    for (const q of ["مصد أمامي كوكالاين", "مصد امامي كوكالاين", "مَصَدّ كوكالاين", "المصد كوكالاين"]) {
      expect(slugsOf((await search(q)).body), q).toEqual([bullbar.slug]);
    }
    expect(slugsOf((await search("ممتص صدمات زاركستر")).body)).toEqual([absorber.slug]);
  });

  it("every word must match: a second word no part carries with the first finds nothing", async () => {
    expect((await search("zarkster bullbar")).body.pagination.total).toBe(0);
  });

  it("words too common to narrow are left out and said", async () => {
    const { body } = await search("bullbar for quokkaline");
    expect(slugsOf(body)).toEqual([bullbar.slug]);
    expect(body.search?.ignored).toEqual(["for"]);
  });
});

describe("typos", () => {
  it("one or two wrong letters are forgiven, and the word used is said", async () => {
    const one = await search("zarksterr");
    expect(slugsOf(one.body)).toEqual([absorber.slug]);
    expect(one.body.search?.corrections).toEqual([{ typed: "zarksterr", used: ["zarkster"] }]);
    expect(slugsOf((await search("zraksterr absorber")).body)).toEqual([absorber.slug]);
    expect(slugsOf((await search("quokaline")).body)).toEqual([bullbar.slug]);
  });

  it("a word of three or four letters is corrected only when one word of the catalogue is a letter away", async () => {
    const zyx = await part({ en: "Vombat zyx winch" }, "VMB-ZYX");
    const zyq = await part({ en: "Vombat zyq winch" }, "VMB-ZYQ");
    // "zyxx" and "zxy" are a letter from "zyx" alone: corrected, and said.
    for (const typed of ["zyxx", "zxy"]) {
      const { body } = await search(typed);
      expect(slugsOf(body), typed).toEqual([zyx.slug]);
      expect(body.search?.corrections, typed).toEqual([{ typed, used: ["zyx"] }]);
    }
    // "zyw" is a letter from both: no guess, nothing listed, and the word said unknown.
    const ambiguous = await search("zyw winch");
    expect(ambiguous.body.pagination.total).toBe(0);
    expect(ambiguous.body.search?.unknown).toEqual(["zyw"]);
    expect(slugsOf((await search("zyq winch")).body)).toEqual([zyq.slug]);
    // Two letters are never guessed at; nor a short word nothing is near.
    expect((await search("zy")).body.pagination.total).toBe(0);
    expect((await search("qkx")).body.search?.unknown).toEqual(["qkx"]);
  });

  it("the seeded catalogue's 'bul bar' lists the bull bars, saying it read bull", async () => {
    const { body } = await search("bul bar");
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.data.every((p) => /bull ?bar/i.test(p.title.en ?? ""))).toBe(true);
    expect(body.search?.corrections).toEqual([{ typed: "bul", used: ["bull"] }]);
  });

  it("the seeded catalogue's misspelt snorkle finds snorkels", async () => {
    const { body } = await search("snorkle");
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.data.every((p) => /snorkel/i.test(p.title.en ?? ""))).toBe(true);
  });
});

describe("synonyms", () => {
  it("the trade's synonyms find the same parts (nudge bar, bull bar, кенгурятник)", async () => {
    for (const q of ["quokkaline nudge bar", "quokkaline bull bar", "quokkaline roo bar", "quokkaline bullbar"]) {
      expect(slugsOf((await search(q)).body), q).toEqual([bullbar.slug]);
    }
  });

  it("a group staff add is used at once, and no longer once deleted", async () => {
    expect((await search("zarkster strut")).body.pagination.total).toBe(0);
    const group = await t.app.services.catalog.search.addSynonyms(owner, ["strut", "Shock Absorber"]);
    expect(slugsOf((await search("zarkster strut")).body)).toEqual([absorber.slug]);
    expect(await t.app.services.catalog.search.deleteSynonyms(owner, group.id)).toBe(true);
    expect(await t.app.services.catalog.search.deleteSynonyms(owner, group.id)).toBe(false);
    expect((await search("zarkster strut")).body.pagination.total).toBe(0);
  });

  it("a group needs two different phrases", async () => {
    await expect(t.app.services.catalog.search.addSynonyms(owner, ["strut", " STRUT "])).rejects.toThrow(/two or more/);
  });
});

describe("with a vehicle", () => {
  it("lists the parts that fit it first, universal parts after, and leaves the others out", async () => {
    const { body } = await search("vombat fender", `&filter_vehicle=${hilux.id}`);
    expect(slugsOf(body)).toEqual([fitsHilux.slug, universal.slug]);
    const every = await search("vombat fender");
    expect(slugsOf(every.body).sort()).toEqual([fitsHilux.slug, universal.slug, fitsRanger.slug].sort());
  });

  it("keeps a part made universal, and leaves it out again once it is not", async () => {
    const under = async () => slugsOf((await search("vombat fender", `&filter_vehicle=${hilux.id}`)).body);
    await t.database.db.update(products).set({ universal: true }).where(eq(products.id, fitsRanger.id));
    expect(await under()).toContain(fitsRanger.slug);
    await t.database.db.update(products).set({ universal: false }).where(eq(products.id, fitsRanger.id));
    expect(await under()).not.toContain(fitsRanger.slug);
  });
});

describe("the walk of a query's postings", () => {
  // A walk that checks too few candidates gives way to the join: both must find the same parts in the same order.
  it("finds what the whole join finds, in the same order, without a vehicle, with one and with several", async () => {
    const repository = createSearchRepository(t.database.db);
    // A slot is alternatives, an alternative words that must all be carried (each in one form here).
    const slotsOf = (words: string[][][]): WordForms[][][] =>
      words.map((slot) => slot.map((alternative) => alternative.map((word) => [word])));
    const cases: [WordForms[][][], number[] | undefined][] = [
      [slotsOf([[["vombat"]]]), undefined],
      [slotsOf([[["vombat"]], [["fender"]]]), [hilux.id]],
      [slotsOf([[["vombat"]], [["flare"]]]), [ranger.id]],
      [slotsOf([[["fender"]], [["kit"], ["set"]]]), undefined],
      [slotsOf([[["fender"]], [["flare", "kit"], ["set"]]]), undefined],
      [[[[["qorvex"]]], [[["snorkel", "~snorkel"]]]], undefined],
      [slotsOf([[["brake"]]]), [hilux.id]],
      [slotsOf([[["brake"]]]), [hilux.id, ranger.id]],
    ];
    for (const [slots, vehicle] of cases) {
      const whole = await repository.walk(matchWalk(slots, vehicle, 500, 100_000)!);
      const joined = await repository.walk(matchWalk(slots, vehicle, 500, 1)!);
      expect(joined, JSON.stringify(slots)).toEqual(whole);
      expect(await repository.walk(matchWalk(slots, vehicle, 500, 0)!), JSON.stringify(slots)).toEqual(whole);
      expect(await repository.walk(matchWalk(slots, vehicle, 500, 0, () => true)!), JSON.stringify(slots)).toEqual(whole);
      expect(whole.length, JSON.stringify(slots)).toBeGreaterThan(0);
    }
    // Capped: the walk stops at the limit, the join too, on the same most popular parts.
    const capped = await repository.walk(matchWalk([[[["brake"]]]], undefined, 5, 100_000)!);
    expect(capped).toHaveLength(5);
    expect(await repository.walk(matchWalk([[[["brake"]]]], undefined, 5, 2)!)).toEqual(capped);
  });
});

describe("the listing of a search", () => {
  it("sorts by price both ways", async () => {
    const prices = async (sort: string) =>
      (await search("vombat", `&sort=${sort}`)).body.data.map((p) => Math.round((p.prices.price - p.prices.discount) * 100));
    const up = await prices("price_asc");
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = await prices("price_desc");
    expect(down).toEqual([...up].reverse());
  });

  it("filters and counts facets within what the query matched", async () => {
    const { body } = await search("snorkel");
    const brands = body.filters.find((f) => f.slug === "brand")!.items!;
    expect(brands.reduce((sum, b) => sum + b.count, 0)).toBe(body.pagination.total);
    const brand = brands[0]!;
    const narrowed = await search("snorkel", `&filter_brand=${brand.slug}`);
    expect(narrowed.body.pagination.total).toBe(brand.count);
    expect(narrowed.body.data.every((p) => p.brand?.slug === brand.slug)).toBe(true);
  });

  it("records a query with no result for the owner, counted once per search (its answer never kept)", async () => {
    expect((await search("xylofrobnicator")).cacheControl).toMatch(/no-store/);
    await search("Xylofrobnicator ");
    const { rows } = await t.app.services.catalog.search.misses(50, 0);
    expect(rows.find((row) => row.query === "xylofrobnicator")?.count).toBe(2);
  });

  it("does not record a query that found parts, nor one emptied by filters or a vehicle (whose answers may be kept)", async () => {
    await search("zarkster");
    const filtered = await search("zarkster", "&filter_discount=yes");
    expect(filtered.body.pagination.total).toBe(0);
    expect(filtered.cacheControl).not.toMatch(/no-store/);
    const fitted = await search("zarkster", `&filter_vehicle=${hilux.id}`);
    expect(fitted.body.pagination.total).toBe(0);
    expect(fitted.cacheControl).not.toMatch(/no-store/);
    const { rows } = await t.app.services.catalog.search.misses(50, 0);
    expect(rows.some((row) => row.query === "zarkster")).toBe(false);
  });

  it("offers queries near one that found nothing", async () => {
    const near = await t.app.services.catalog.searchAlternatives("zarkster qwertyzzz", {}, "en");
    expect(near.queries[0]).toEqual({ query: "zarkster", total: 1 });
  });
});

describe("a search's facets", () => {
  it("count what the listing's own facets count over the same parts, under every filter and a vehicle", async () => {
    const listing = createListingRepository(t.database.db);
    const plan = await t.app.services.catalog.search.plan("brake");
    expect(plan.match.ids.length).toBeGreaterThan(20);
    const brandIds = (await t.database.db.select({ id: brands.id }).from(brands).limit(3)).map((b) => b.id);
    const filters: ListingWhere[] = [
      {},
      { brandIds },
      { discount: "yes" },
      { rating: [4, 5] },
      { priceCents: [0, 20_000] },
      { vehicleIds: [hilux.id] },
      { vehicleIds: [hilux.id], brandIds },
      { vehicleIds: [hilux.id, ranger.id] },
      { vehicleIds: [hilux.id, ranger.id], brandIds },
    ];
    for (const filter of filters) {
      const bySearch = await listing.facetCounts({ ...filter, search: plan.match });
      const byIds = await listing.facetCounts({ ...filter, productIds: plan.match.ids });
      expect(bySearch, JSON.stringify(filter)).toEqual(byIds);
    }
  });
});

describe("what an adversary sends", () => {
  it("a query longer than 500 characters is refused with a readable 400", async () => {
    const { status, body } = await search("a".repeat(501));
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });

  it("LIKE and SQL characters are plain text", async () => {
    for (const q of ["%", "_", "%%%_", "' or 1=1 --", "\\", "#", "~absorb", "#QZ79SH01"]) {
      const { status } = await search(q);
      expect(status, q).toBe(200);
    }
    expect((await search("%")).body.pagination.total).toBe(0);
    expect((await search("~absorb")).body.data.map((p) => p.slug)).not.toContain(absorber.slug);
  });

  it("many words are cut to the first eight", async () => {
    const { status, body } = await search(`zarkster ${"absorber ".repeat(40)}`);
    expect(status).toBe(200);
    expect(slugsOf(body)).toEqual([absorber.slug]);
  });
});
