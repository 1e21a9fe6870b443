// The CPU time a process has spent, read from Linux's /proc. Requests per second move with
// whatever else a shared machine runs; the shop's own CPU time per answer moves far less, so two
// builds compared on a noisy machine are compared on it as well.
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ): 100 on every Linux architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU milliseconds of the process (all its threads), or null where /proc is not there. */
export function cpuMillisOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15, the 12th and 13th after the name and state.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    // Not Linux, or the process is gone: no figure rather than a wrong one.
    return null;
  }
}
