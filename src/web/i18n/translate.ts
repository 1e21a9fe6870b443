import type { Messages } from "./i18n.ts";

/** A lookup outside React (loaders, meta): "area.key" with {{name}} placeholders filled. */
export function translate(messages: Messages, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}
