// "Fits your vehicle" answers for product badges. A listing mounts a badge per card: the ids of
// every badge asked in the same tick go out in one request per vehicle (in chunks of the API's
// limit), and answers are kept per vehicle, so switching back to a vehicle asks nothing again.
import { useEffect, useSyncExternalStore } from "react";

import { FITMENT_MAX_PRODUCTS } from "../../../domain/schemas/vehicle-rules.ts";
import { vehicleApi } from "./vehicle-api.ts";

export interface FitmentBatcherOptions {
  /** The ids among productIds that fit the vehicle. */
  fetchFits(vehicleId: number, productIds: number[]): Promise<number[]>;
  /** Runs the flush once the current tick is over. */
  schedule?(flush: () => void): void;
  maxBatch?: number;
}

export interface FitmentBatcher {
  /** true or false once known; undefined while unknown, asked or failed. */
  get(vehicleId: number, productId: number): boolean | undefined;
  /** Asks whether the product fits the vehicle, unless it is known or already asked. */
  request(vehicleId: number, productId: number): void;
  /** Called whenever answers arrive. */
  subscribe(listener: () => void): () => void;
}

export function createFitmentBatcher({
  fetchFits,
  schedule = (flush) => setTimeout(flush, 0),
  maxBatch = FITMENT_MAX_PRODUCTS,
}: FitmentBatcherOptions): FitmentBatcher {
  const answers = new Map<number, Map<number, boolean>>();
  const asked = new Map<number, Set<number>>();
  const queued = new Map<number, Set<number>>();
  const listeners = new Set<() => void>();
  let scheduled = false;

  const setOf = <V>(map: Map<number, Set<V>>, key: number) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    return set;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };

  async function ask(vehicleId: number, productIds: number[]): Promise<void> {
    const inFlight = setOf(asked, vehicleId);
    try {
      const fits = new Set(await fetchFits(vehicleId, productIds));
      let known = answers.get(vehicleId);
      if (!known) answers.set(vehicleId, (known = new Map()));
      for (const id of productIds) known.set(id, fits.has(id));
    } catch {
      // No mark rather than a wrong one; a badge mounted later asks again.
    } finally {
      for (const id of productIds) inFlight.delete(id);
      notify();
    }
  }

  function flush() {
    scheduled = false;
    const batches = [...queued];
    queued.clear();
    for (const [vehicleId, ids] of batches) {
      const list = [...ids];
      for (let start = 0; start < list.length; start += maxBatch) void ask(vehicleId, list.slice(start, start + maxBatch));
    }
  }

  return {
    get: (vehicleId, productId) => answers.get(vehicleId)?.get(productId),
    request(vehicleId, productId) {
      if (answers.get(vehicleId)?.has(productId) || asked.get(vehicleId)?.has(productId)) return;
      setOf(asked, vehicleId).add(productId);
      setOf(queued, vehicleId).add(productId);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The storefront's one batcher: every badge of a page shares its requests and answers. */
export const fitmentBatcher = createFitmentBatcher({
  fetchFits: async (vehicleId, productIds) => (await vehicleApi.fitment(vehicleId, productIds)).fits,
});

/** Whether the product fits the vehicle: undefined while unknown (or with no vehicle). */
export function useFits(vehicleId: number | null, productId: number): boolean | undefined {
  const fits = useSyncExternalStore(
    fitmentBatcher.subscribe,
    () => (vehicleId === null ? undefined : fitmentBatcher.get(vehicleId, productId)),
    () => undefined,
  );
  useEffect(() => {
    if (vehicleId !== null) fitmentBatcher.request(vehicleId, productId);
  }, [vehicleId, productId]);
  return fits;
}
