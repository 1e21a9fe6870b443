import { interpolate, lookup, type Messages } from "./translator.ts";

/** A lookup outside React (loaders, meta): "area.key" with {{name}} placeholders filled. */
export function translate(messages: Messages, key: string, vars: Record<string, string | number> = {}): string {
  const node = lookup(messages, key);
  return typeof node === "string" ? interpolate(node, vars) : key;
}
