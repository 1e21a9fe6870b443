import { describe, expect, it, vi } from "vitest";

import { createFitmentBatcher } from "./fitment-client.ts";

/** A batcher whose flush runs when the test says so, and whose server answers from a table. */
function setup(fitting: Record<number, number[]> = {}, options: { fail?: boolean; maxBatch?: number } = {}) {
  let pending: (() => void) | null = null;
  const calls: { vehicleId: number; productIds: number[] }[] = [];
  const fetchFits = vi.fn(async (vehicleId: number, productIds: number[]) => {
    calls.push({ vehicleId, productIds });
    if (options.fail) throw new Error("offline");
    return productIds.filter((id) => (fitting[vehicleId] ?? []).includes(id));
  });
  const batcher = createFitmentBatcher({
    fetchFits,
    schedule: (flush) => {
      pending = flush;
    },
    maxBatch: options.maxBatch,
  });
  const tick = async () => {
    const flush = pending;
    pending = null;
    flush?.();
    // Let the fetches resolve.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batcher, calls, tick, fetchFits, scheduled: () => pending !== null };
}

describe("fitment batcher", () => {
  it("asks for every badge of the same tick in one request", async () => {
    const { batcher, calls, tick } = setup({ 7: [1, 3] });
    for (const id of [1, 2, 3]) batcher.request(7, id);
    expect(calls).toEqual([]);
    await tick();
    expect(calls).toEqual([{ vehicleId: 7, productIds: [1, 2, 3] }]);
    expect([1, 2, 3].map((id) => batcher.get(7, id))).toEqual([true, false, true]);
  });

  it("knows nothing until the answer arrives", () => {
    const { batcher } = setup({ 7: [1] });
    batcher.request(7, 1);
    expect(batcher.get(7, 1)).toBeUndefined();
  });

  it("asks once for the same product, whether it is queued, in flight or known", async () => {
    const { batcher, calls, tick, scheduled } = setup({ 7: [1] });
    batcher.request(7, 1);
    batcher.request(7, 1);
    await tick();
    batcher.request(7, 1);
    expect(scheduled()).toBe(false);
    await tick();
    expect(calls).toEqual([{ vehicleId: 7, productIds: [1] }]);
  });

  it("splits a tick's ids into requests of at most the API's limit", async () => {
    const { batcher, calls, tick } = setup({}, { maxBatch: 2 });
    for (const id of [1, 2, 3, 4, 5]) batcher.request(7, id);
    await tick();
    expect(calls.map((c) => c.productIds)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("keeps answers per vehicle: another vehicle asks again, and coming back asks nothing", async () => {
    const { batcher, calls, tick } = setup({ 7: [1], 8: [2] });
    batcher.request(7, 1);
    batcher.request(7, 2);
    await tick();
    batcher.request(8, 1);
    batcher.request(8, 2);
    await tick();
    expect(calls).toEqual([
      { vehicleId: 7, productIds: [1, 2] },
      { vehicleId: 8, productIds: [1, 2] },
    ]);
    expect([batcher.get(7, 1), batcher.get(7, 2), batcher.get(8, 1), batcher.get(8, 2)]).toEqual([true, false, false, true]);
    batcher.request(7, 1);
    batcher.request(7, 2);
    await tick();
    expect(calls).toHaveLength(2);
  });

  it("sends one request per vehicle when two vehicles are asked in the same tick", async () => {
    const { batcher, calls, tick } = setup();
    batcher.request(7, 1);
    batcher.request(8, 1);
    batcher.request(7, 2);
    await tick();
    expect(calls).toEqual([
      { vehicleId: 7, productIds: [1, 2] },
      { vehicleId: 8, productIds: [1] },
    ]);
  });

  it("a failed request leaves the products unknown, and a later request asks again", async () => {
    const { batcher, calls, tick } = setup({}, { fail: true });
    batcher.request(7, 1);
    await tick();
    expect(batcher.get(7, 1)).toBeUndefined();
    batcher.request(7, 1);
    await tick();
    expect(calls).toHaveLength(2);
  });

  it("tells its subscribers when answers arrive, until they unsubscribe", async () => {
    const { batcher, tick } = setup({ 7: [1] });
    const listener = vi.fn();
    const unsubscribe = batcher.subscribe(listener);
    batcher.request(7, 1);
    await tick();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    batcher.request(7, 2);
    await tick();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
