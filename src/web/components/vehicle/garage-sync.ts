// Where the garage lives (spec §1, §4): a guest's in local storage; a signed-in customer's on the
// server, mirrored in the store. These rules decide what the browser does when the signed-in
// account changes; use-garage-sync.ts carries them out.
import type { Garage } from "../../../domain/garage.ts";
import type { GarageSource } from "../../state/shop-store.ts";

/** MergeGarageSchema takes at most this many vehicles. */
export const MAX_MERGED_VEHICLES = 50;

export type GarageSyncStep =
  /** Nothing to do: a guest's own garage, or the account's already mirrored. */
  | "none"
  /** A guest's vehicles join the account (once), then the store takes the account's garage. */
  | "merge"
  /** The store takes the account's garage. */
  | "load"
  /** Signed out (here, in another tab, or the session ran out): the account's vehicles leave this browser. */
  | "clear";

export interface GarageSyncInput {
  /** The stored state has been read (nothing may be set before). */
  hydrated: boolean;
  /** Who is signed in (the account's e-mail), or null for a guest. */
  account: string | null;
  /** The account the store was last synced for on this page: undefined before the first step. */
  syncedFor: string | null | undefined;
  source: GarageSource;
  garage: Garage;
}

export function garageSyncStep({ hydrated, account, syncedFor, source, garage }: GarageSyncInput): GarageSyncStep {
  if (!hydrated) return "none";
  if (account === null) return source === "account" ? "clear" : "none";
  if (syncedFor === account) return "none";
  // A guest garage joins the account on sign-in; an account's mirror (this one's or another's) is replaced.
  return source === "guest" && garage.items.length > 0 ? "merge" : "load";
}

/** What POST /user/vehicles/merge is sent: the guest's vehicles, the current one kept within the limit. */
export function mergePayload(garage: Garage): { vehicleIds: number[]; current: number | null } {
  const ids = [...new Set(garage.items.map((v) => v.id))];
  const current = garage.current !== null && ids.includes(garage.current) ? garage.current : null;
  const kept = ids.slice(0, MAX_MERGED_VEHICLES);
  if (current !== null && !kept.includes(current)) kept[kept.length - 1] = current;
  return { vehicleIds: kept, current };
}
