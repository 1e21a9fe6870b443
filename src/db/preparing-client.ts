// A pg client that keeps the shop's queries prepared on its connection: PostgreSQL parses and
// plans a statement once per connection instead of for every request (a listing's ten short
// queries spent as long being planned as being run; docs/performance.md). Statements are named by
// a hash of their text, so the same text always names the same statement; a connection keeps at
// most MAX_PREPARED of them (the rest run unnamed, as before), so memory stays bounded however
// many different texts arrive.
import { createHash } from "node:crypto";

import pg from "pg";

const MAX_PREPARED = 400;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

const isQueryConfig = (value: unknown): value is QueryConfig =>
  typeof value === "object" && value !== null && typeof (value as { text?: unknown }).text === "string" && !("submit" in value);

export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  // pg's query() has many overloads; this one only names a config object's statement and passes everything on.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (isQueryConfig(config) && config.name === undefined && PREPARABLE.test(config.text)) {
      const name = `ov_${createHash("sha1").update(config.text).digest("base64url")}`;
      if (this.#prepared.has(name) || this.#prepared.size < MAX_PREPARED) {
        this.#prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
