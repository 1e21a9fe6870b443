import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "./migrate.ts";

// Drizzle's migrator applies, on a database already migrated, only the migrations whose journal
// time (`when`) is later than the last one applied: a migration written later but stamped earlier
// (a branch merged after another, a hand-edited journal) is skipped on every upgraded shop and runs
// only on fresh ones. The journal must run forward, one entry per SQL file.

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** What is wrong with a journal and its folder's SQL files, one sentence each; none when sound. */
function journalFaults(entries: readonly JournalEntry[], sqlFiles: readonly string[]): string[] {
  const faults: string[] = [];
  entries.forEach((entry, position) => {
    if (entry.idx !== position) faults.push(`${entry.tag}: idx ${entry.idx} at position ${position}`);
    const previous = entries[position - 1];
    if (previous && entry.when <= previous.when) {
      faults.push(`${entry.tag}: when ${entry.when} is not after ${previous.tag}'s ${previous.when}; upgraded databases would skip it`);
    }
    if (!sqlFiles.includes(`${entry.tag}.sql`)) faults.push(`${entry.tag}: no ${entry.tag}.sql`);
  });
  const tags = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of sqlFiles) if (!tags.has(file)) faults.push(`${file}: not in the journal, never applied`);
  return faults;
}

describe("the migrations' journal", () => {
  it("runs forward, one entry per SQL file, so an upgraded database applies every new migration", () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
    const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith(".sql"));
    expect(journalFaults(journal.entries, sqlFiles)).toEqual([]);
  });

  it("is refused when an entry is stamped before the one it follows, or a file has no entry (the check can fail)", () => {
    const entries = [
      { idx: 0, when: 2_000, tag: "0000_start" },
      { idx: 1, when: 1_000, tag: "0001_late" },
    ];
    expect(journalFaults(entries, ["0000_start.sql", "0001_late.sql", "0002_stray.sql"])).toEqual([
      "0001_late: when 1000 is not after 0000_start's 2000; upgraded databases would skip it",
      "0002_stray.sql: not in the journal, never applied",
    ]);
  });
});
