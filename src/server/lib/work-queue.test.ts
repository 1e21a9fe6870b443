import { describe, expect, it } from "vitest";

import { ServiceUnavailableError } from "../../domain/errors.ts";
import { createWorkQueue } from "./work-queue.ts";

const BUSY = "Busy: try again in a minute.";

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      started = true;
      await done;
      return "done";
    },
    started: () => started,
    finish: () => finish(),
  };
}

const later = (ms: number) => Date.now() + ms;

describe("work queue", () => {
  it("runs at most `concurrency` jobs at once and starts the waiting ones in order as others finish", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, busyMessage: BUSY });
    const jobs = [heldJob(), heldJob(), heldJob()];
    const results = jobs.map((held) => queue.run(held.job, later(60_000)));
    await Promise.resolve();
    expect(jobs.map((held) => held.started())).toEqual([true, false, false]);
    expect(queue.load()).toMatchObject({ running: 1, waiting: 2 });

    jobs[0]!.finish();
    await results[0];
    await expect.poll(() => jobs[1]!.started()).toBe(true);
    expect(jobs[2]!.started()).toBe(false);
    jobs[1]!.finish();
    jobs[2]!.finish();
    expect(await Promise.all(results)).toEqual(["done", "done", "done"]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0, peakRunning: 1, peakWaiting: 2 });
  });

  it("runs two at once when its concurrency is two", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 5, busyMessage: BUSY });
    const jobs = [heldJob(), heldJob(), heldJob()];
    const results = jobs.map((held) => queue.run(held.job, later(60_000)));
    await Promise.resolve();
    expect(jobs.map((held) => held.started())).toEqual([true, true, false]);
    for (const held of jobs) held.finish();
    await Promise.all(results);
    expect(queue.load().peakRunning).toBe(2);
  });

  it("refuses a job at once with a 503 when the queue is full, and the refused job never runs", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, busyMessage: BUSY });
    const running = heldJob();
    const waiting = heldJob();
    const refused = heldJob();
    const first = queue.run(running.job, later(60_000));
    const second = queue.run(waiting.job, later(60_000));
    const third = queue.run(refused.job, later(60_000));
    await expect(third).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(third).rejects.toThrow(BUSY);
    running.finish();
    waiting.finish();
    await Promise.all([first, second]);
    expect(refused.started()).toBe(false);
  });

  it("refuses a job whose deadline passes while it waits, and takes it out of the queue", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, busyMessage: BUSY });
    const running = heldJob();
    const late = heldJob();
    const first = queue.run(running.job, later(60_000));
    const second = queue.run(late.job, later(20));
    await expect(second).rejects.toThrow(BUSY);
    expect(queue.load()).toMatchObject({ running: 1, waiting: 0 });
    running.finish();
    await first;
    expect(late.started()).toBe(false);
  });

  it("refuses a job whose deadline is already past unless it can start at once", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, busyMessage: BUSY });
    expect(await queue.run(async () => "now", Date.now() - 1)).toBe("now");
    const running = heldJob();
    const first = queue.run(running.job, later(60_000));
    await expect(queue.run(async () => "never", Date.now() - 1)).rejects.toThrow(BUSY);
    running.finish();
    await first;
  });

  it("frees its place when a job fails, and passes the failure on", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, busyMessage: BUSY });
    await expect(queue.run(() => Promise.reject(new Error("broken")), later(60_000))).rejects.toThrow("broken");
    expect(await queue.run(async () => "after", later(60_000))).toBe("after");
    expect(queue.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});
