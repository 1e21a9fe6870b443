import { spawnSync } from "node:child_process";

import { cookiesOf, setReviewModeration } from "../tests/helpers/shop-owner.ts";
import { freePort } from "../tests/helpers/shop-process.ts";

export interface Owner {
  email: string;
  password: string;
}

/** The back office's owner of the journeys, in every database they start. */
export const OWNER: Owner = { email: "owner@overland.test", password: "owner-password-4x4" };

/**
 * Adds the owner to the database of `env` as a new shop owner does it: `npm run staff add` prints
 * a link whose form sets the password. Run before the shop starts (PGlite has one process); the
 * returned step sets the password through the shop at `shopUrl` once it answers.
 */
export async function addOwner(env: Record<string, string>, owner: Owner = OWNER): Promise<(shopUrl: string) => Promise<void>> {
  const added = spawnSync(process.execPath, ["scripts/staff.ts", "add", owner.email, "--role", "owner", "--name", "Olga Owner"], {
    env: { ...process.env, ...env, PORT: String(await freePort()) },
    encoding: "utf8",
  });
  const token = /\/admin\/set-password\/([\w.-]+)/.exec(added.stdout)?.[1];
  if (added.status !== 0 || !token) throw new Error(`npm run staff failed:\n${added.stdout}${added.stderr}`);
  return async (shopUrl) => {
    const set = await fetch(`${shopUrl}/api/website/staff/set-password/${token}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: shopUrl },
      body: JSON.stringify({ password: owner.password }),
    });
    if (!set.ok) throw new Error(`setting the owner's password failed: ${set.status} ${await set.text()}`);
  };
}

/**
 * The journeys' shop publishes reviews at once, as its owner chose in the back office (a new shop
 * holds them for staff): journeys post reviews and expect them shown.
 */
export async function publishReviewsAtOnce(shopUrl: string, owner: Owner = OWNER): Promise<void> {
  const headers = { "content-type": "application/json", origin: shopUrl };
  const signedIn = await fetch(`${shopUrl}/api/website/staff/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  if (!signedIn.ok) throw new Error(`the owner's sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const saved = await setReviewModeration(shopUrl, cookiesOf(signedIn), "publish");
  if (!saved.ok) throw new Error(`the review setting was refused: ${saved.status} ${await saved.text()}`);
}
