// Work that takes a core for a while (decoding shoppers' photos): at most `concurrency` jobs at
// once in this process, the others waiting in a queue of bounded length, each until its deadline.
// Past either limit a job is refused at once with a 503 (Retry-After), so a burst of uploads can
// neither take every core from the pages nor pile up behind them (decision 021). A few lines of
// our own rather than p-limit or p-queue: neither refuses on a full queue or a deadline passed
// while waiting, which is the whole point here.
import { ServiceUnavailableError } from "../../domain/errors.ts";

export interface WorkQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting their turn; one more is refused. */
  maxWaiting: number;
  /** What a refused job's 503 says. */
  busyMessage: string;
}

export interface WorkQueueLoad {
  running: number;
  waiting: number;
  /** The most ever running, and waiting, at once in this process: what the limits held. */
  peakRunning: number;
  peakWaiting: number;
}

export interface WorkQueue {
  /** Runs the job when its turn comes, if it comes before `deadline` (epoch ms); a 503 otherwise. */
  run<T>(job: () => Promise<T>, deadline: number): Promise<T>;
  load(): WorkQueueLoad;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

export function createWorkQueue({ concurrency, maxWaiting, busyMessage }: WorkQueueOptions): WorkQueue {
  let running = 0;
  let peakRunning = 0;
  let peakWaiting = 0;
  const waiting: Waiter[] = [];

  function begin(): void {
    running += 1;
    peakRunning = Math.max(peakRunning, running);
  }

  function turn(deadline: number): Promise<void> {
    if (running < concurrency && waiting.length === 0) {
      begin();
      return Promise.resolve();
    }
    const wait = deadline - Date.now();
    if (waiting.length >= maxWaiting || wait <= 0) return Promise.reject(new ServiceUnavailableError(busyMessage));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          begin();
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new ServiceUnavailableError(busyMessage));
        }, wait),
      };
      // A job waiting its turn does not keep the process from exiting.
      waiter.timer.unref();
      waiting.push(waiter);
      peakWaiting = Math.max(peakWaiting, waiting.length);
    });
  }

  function finish(): void {
    running -= 1;
    waiting.shift()?.start();
  }

  return {
    async run(job, deadline) {
      await turn(deadline);
      try {
        return await job();
      } finally {
        finish();
      }
    },
    load: () => ({ running, waiting: waiting.length, peakRunning, peakWaiting }),
  };
}
