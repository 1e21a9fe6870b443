// The server's modules import each other one way only (docs/how-a-module-is-built.md): this
// reads every non-test file of src/server/modules/*, follows its relative imports (type imports
// included: a type is a dependency too) and fails naming a cycle if there is one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const MODULES = path.resolve(import.meta.dirname, "../src/server/modules");
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;

/** Every module's name and the modules its non-test files import. */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const name of readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const uses = new Map<string, string>();
    const folder = path.join(MODULES, name.name);
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    for (const file of files) {
      const source = readFileSync(path.join(folder, file), "utf8");
      for (const match of source.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3]!;
        if (!specifier.startsWith(".")) continue;
        const target = path.relative(MODULES, path.resolve(path.dirname(path.join(folder, file)), specifier));
        const [other] = target.split(path.sep);
        if (!target.startsWith("..") && other && other !== name.name && !uses.has(other)) uses.set(other, `${name.name}/${file}`);
      }
    }
    graph.set(name.name, uses);
  }
  return graph;
}

/** A cycle of the graph as the modules it passes ("a -> b -> a"), or null. */
function cycleOf(graph: Map<string, Map<string, string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const open = path.indexOf(name);
    if (open >= 0) return [...path.slice(open), name];
    if (done.has(name)) return null;
    path.push(name);
    for (const next of graph.get(name)?.keys() ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const found = visit(name);
    if (found) return found;
  }
  return null;
}

describe("the graph of the server's modules", () => {
  it("reads every module and the imports between them", () => {
    const graph = moduleGraph();
    expect([...graph.keys()]).toEqual(expect.arrayContaining(["accounts", "catalog", "mail", "orders", "payments", "staff"]));
    // checkout places orders priced from the catalogue and opens payment sessions.
    expect([...graph.get("checkout")!.keys()]).toEqual(expect.arrayContaining(["catalog", "orders", "payments"]));
  });

  it("has no cycle: no module imports another that imports it back, directly or through others", () => {
    const graph = moduleGraph();
    const cycle = cycleOf(graph);
    const where = cycle?.slice(1).map((to, i) => `${graph.get(cycle[i]!)!.get(to)} imports ${to}`);
    expect(cycle && `${cycle.join(" -> ")} (${where!.join("; ")})`).toBeNull();
  });

  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["orders", new Map([["payments", "orders/x.ts"]])],
      ["payments", new Map([["mail", "payments/y.ts"]])],
      ["mail", new Map([["orders", "mail/z.ts"]])],
      ["catalog", new Map<string, string>()],
    ]);
    expect(cycleOf(graph)).toEqual(["orders", "payments", "mail", "orders"]);
    graph.get("mail")!.delete("orders");
    expect(cycleOf(graph)).toBeNull();
  });
});
