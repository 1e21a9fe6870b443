// `npm run bench -- --busy`: a shop that sells while it is measured. Through the shop's own API,
// as its shoppers and its staff do: an order paid every second, a review posted every 5 s and a
// part's price saved every 10 s (over the sampled parts, so the pages measured are the ones that
// change). The owner who saves prices is made as a shop owner is (the staff command, a password,
// an API token).
import { spawnSync } from "node:child_process";

import { cookiesOf, setReviewModeration } from "../../tests/helpers/shop-owner.ts";
import { freePort } from "../../tests/helpers/shop-process.ts";
import { oneUnitCheckout } from "../../tests/helpers/shopper.ts";

/** The limits a writer from the bench's one address would meet in minutes. */
export const BUSY_RATE_LIMITS = [
  "checkout.perAddress=1000000/1h",
  "checkout.global=1000000/1h",
  "review.perAddress=1000000/1h",
  "review.global=1000000/1h",
  "staffSignIn.perAddress=1000/1h",
].join(",");

const ORDER_EVERY_MS = 1_000;
const REVIEW_EVERY_MS = 5_000;
const PRICE_EVERY_MS = 10_000;

/** What the writer reads of a part's variant to price it again (the admin API's AdminProduct). */
interface AdminVariant {
  id: number;
  sku: string;
  partNumber: string;
  price: number;
  salePrice: number | null;
  saleStartsAt?: string;
  saleEndsAt?: string;
  image: string | null;
}

export interface BusyCounts {
  orders: number;
  reviews: number;
  prices: number;
  /** What failed, by step and status ("order 409"). */
  failures: string[];
}

/**
 * Makes the bench's owner with the staff command, on the shop's database: run it while the shop is
 * stopped when the database is the embedded one (it belongs to one process). Returns the link's token.
 */
export async function addBenchOwner(env: Record<string, string>): Promise<{ email: string; token: string }> {
  const email = `bench-${Date.now()}@overland.test`;
  const added = spawnSync(process.execPath, ["scripts/staff.ts", "add", email, "--role", "owner", "--name", "Bench Owner"], {
    env: { ...process.env, ...env, PORT: String(await freePort()), LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const token = /\/admin\/set-password\/([\w.-]+)/.exec(added.stdout)?.[1];
  if (added.status !== 0 || !token) throw new Error(`the staff command failed:\n${added.stdout}${added.stderr}`);
  return { email, token };
}

async function json<T>(response: Response, step: string): Promise<T> {
  if (!response.ok) {
    // The API's error says which refusal it was (PRODUCT_CHANGED, a field's problem): the tally keeps it.
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    const reason = body?.code ?? body?.message;
    throw new Error(`${step} ${response.status}${reason ? ` ${reason.slice(0, 120)}` : ""}`);
  }
  return (await response.json()) as T;
}

/** Sets the owner's password (a session), publishes reviews at once, and makes an API token for prices and units. */
async function ownerToken(url: string, link: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: url };
  const set = await fetch(`${url}/api/website/staff/set-password/${link}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ password: "bench-owner-password" }),
  });
  await json(set, "set password");
  const cookie = cookiesOf(set);
  // Reviews published at once (a new shop holds them for staff): each one posted changes the pages measured.
  await json(await setReviewModeration(url, cookie, "publish"), "review setting");
  const made = await fetch(`${url}/api/admin/tokens`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: "Bench writer", permissions: ["catalog.read", "catalog.write", "stock.write"] }),
  });
  return (await json<{ secret: string }>(made, "token")).secret;
}

/**
 * Starts writing; `stop` waits for the step under way and answers the counts. The part sold is a
 * sampled part without options, given a million units first: its sales never move it out of its
 * band, as most of a busy shop's sales do not.
 */
export async function startBusyWriter(options: { url: string; ownerLink: string; productSlugs: string[] }) {
  const { url } = options;
  const token = await ownerToken(url, options.ownerLink);
  const admin = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const parts: { id: number; hasOptions: boolean }[] = [];
  for (const slug of options.productSlugs.slice(0, 50)) {
    const part = await json<{ _id: number; options: unknown[] }>(await fetch(`${url}/api/website/products/${slug}`), "part");
    parts.push({ id: part._id, hasOptions: part.options.length > 0 });
  }
  const sold = parts.find((part) => !part.hasOptions);
  if (!sold) throw new Error("no sampled part without options to sell");
  await json(
    await fetch(`${url}/api/admin/products/${sold.id}/stock`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ kind: "receipt", units: 1_000_000, note: "bench" }),
    }),
    "receipt",
  );

  const counts: BusyCounts = { orders: 0, reviews: 0, prices: 0, failures: [] };
  const step = async (name: string, run: () => Promise<void>, count: () => void) => {
    try {
      await run();
      count();
    } catch (error) {
      counts.failures.push(`${name} ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const order = async () => {
    const checkout = await json<{ url: string }>(
      await fetch(`${url}/api/website/order/create-checkout-session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify(oneUnitCheckout(sold.id)),
      }),
      "checkout",
    );
    const session = new URL(checkout.url).pathname.split("/").pop()!;
    const paid = await fetch(`${url}/api/website/payments/test/${session}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
      body: "action=pay&card=4242424242424242",
      redirect: "manual",
    });
    if (paid.status !== 303) throw new Error(`pay ${paid.status}`);
  };
  let reviewed = 0;
  const review = async () => {
    const part = parts[reviewed++ % parts.length]!;
    await json(
      await fetch(`${url}/api/website/reviews/product/${part.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({
          author: "Bench Shopper",
          rating: 1 + (reviewed % 5),
          content: "Fitted it on the weekend; it does the job.",
        }),
      }),
      "review",
    );
  };
  let repriced = 0;
  const price = async () => {
    const part = parts[(repriced++ * 7) % parts.length]!;
    const read = await json<{ version: number; fields: { price?: number } & Record<string, unknown>; variants: AdminVariant[] }>(
      await fetch(`${url}/api/admin/products/${part.id}`, { headers: admin }),
      "read part",
    );
    // A cent up, then back down: the catalogue stays as it was.
    const nudged = (price: number) => Math.round((price + (repriced % 2 === 1 ? 0.01 : -0.01)) * 100) / 100;
    // A part sold in variants is priced on its variants (the part's own price is refused): its first one.
    const [variant] = read.variants;
    const saved = variant
      ? await fetch(`${url}/api/admin/products/${part.id}/variants/${variant.id}`, {
          method: "PUT",
          headers: admin,
          body: JSON.stringify({
            sku: variant.sku,
            partNumber: variant.partNumber,
            price: nudged(variant.price),
            ...(variant.salePrice === null
              ? {}
              : { salePrice: variant.salePrice, saleStartsAt: variant.saleStartsAt, saleEndsAt: variant.saleEndsAt }),
            image: variant.image ?? "",
          }),
        })
      : await fetch(`${url}/api/admin/products/${part.id}`, {
          method: "PUT",
          headers: admin,
          body: JSON.stringify({ version: read.version, fields: { ...read.fields, price: nudged(read.fields.price!) } }),
        });
    await json(saved, "save price");
  };

  // Each write is started on its clock's tick, as shoppers and staff arrive; a tick that finds
  // the previous write of its kind still under way starts none (counted as late).
  const running = new Set<Promise<void>>();
  const every = (everyMs: number, name: string, run: () => Promise<void>, count: () => void) => {
    let busy = false;
    const tick = () => {
      if (busy) {
        counts.failures.push(`${name} late`);
        return;
      }
      busy = true;
      const done = step(name, run, count).finally(() => {
        busy = false;
        running.delete(done);
      });
      running.add(done);
    };
    tick();
    return setInterval(tick, everyMs);
  };
  const clocks = [
    every(ORDER_EVERY_MS, "order", order, () => counts.orders++),
    every(REVIEW_EVERY_MS, "review", review, () => counts.reviews++),
    every(PRICE_EVERY_MS, "price", price, () => counts.prices++),
  ];
  return {
    async stop(): Promise<BusyCounts> {
      for (const clock of clocks) clearInterval(clock);
      await Promise.all(running);
      return counts;
    },
  };
}
