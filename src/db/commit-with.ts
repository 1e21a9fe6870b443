// Statements a transaction sends together with its COMMIT, in one message: the rows they lock
// stay locked only while PostgreSQL runs them and commits, never for a round trip to this process.
// Under a rush on one part, that part's row is what every buyer queues for, and a process busy with
// the rush reads each answer late (ARCHITECTURE rule 2: stock changes under the shortest lock).
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";

import type { Transaction } from "./client.ts";

/** What a transaction on PostgreSQL will send with its COMMIT. */
interface Seal {
  text: string | null;
}

const seals = new WeakMap<object, Seal>();
const dialect = new PgDialect({ casing: "snake_case" });

/**
 * The transaction's last step: these statements run when it commits, in order, and a failure of
 * one (a check constraint, a lost connection) fails the commit, which then rolls everything
 * back. Nothing may be asked on the transaction after it, and what the statements return is not
 * read. Their values are numbers, text or times (sent as literals, escaped); their SQL holds no
 * literal of its own. On PGlite (one connection in this process) and in a savepoint, they run
 * at once.
 */
export async function commitWith(tx: Transaction, statements: readonly SQL[]): Promise<void> {
  const seal = seals.get(tx);
  if (!seal) {
    for (const statement of statements) await tx.execute(statement);
    return;
  }
  if (seal.text !== null) throw new Error("commitWith: this transaction's commit already carries statements");
  seal.text = statements.map(inlined).join(";\n");
}

/**
 * The client a transaction runs on, sending what commitWith left with its COMMIT; `opened` ties
 * the transaction (as drizzle hands it to the caller) to it.
 */
export function sealingClient<C extends pg.ClientBase>(client: C): { client: C; opened(tx: object): void } {
  const seal: Seal = { text: null };
  const query = (config: unknown, ...rest: unknown[]): unknown => {
    if (seal.text !== null) {
      const text = typeof config === "object" && config !== null ? (config as { text?: unknown }).text : config;
      if (text === "commit") {
        const sealed = `${seal.text};\ncommit`;
        seal.text = null;
        // One simple-protocol message: PostgreSQL runs it whole, and stops at the first error.
        return client.query(sealed);
      }
      // The transaction failed after commitWith: what it left is dropped with it.
      if (text === "rollback") seal.text = null;
      else return Promise.reject(new Error("commitWith: nothing may be asked on a transaction after it"));
    }
    return (client.query as (...args: unknown[]) => unknown)(config, ...rest);
  };
  const sealing = new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: sealing, opened: (tx) => seals.set(tx, seal) };
}

/** The statement with its values written in as escaped literals (a simple-protocol message carries no parameters). */
function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // Placeholders are found by their $n: a literal in the text could hold one.
  if (text.includes("'")) throw new Error("commitWith: a statement's SQL holds a literal; pass it as a value");
  return text.replace(/\$(\d+)/g, (_match, index: string) => literal(params[Number(index) - 1]));
}

function literal(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new TypeError(`commitWith: cannot send a ${typeof value} as a literal`);
}
