import { createHash } from "node:crypto";

/**
 * The SHA-256 hashes (base64) of the inline scripts a page was rendered with: those carrying the
 * render's nonce, which only the shop's own scripts do (a script in a product's text has no way
 * to know it). Their text is hashed as the browser hashes it: the characters between the tags.
 */
export function inlineScriptHashes(html: Buffer, nonce: string): string[] {
  if (!nonce) return [];
  const text = html.toString("utf8");
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (let at = text.indexOf("<script"); at !== -1; at = text.indexOf("<script", at + 1)) {
    const start = text.indexOf(">", at) + 1;
    const end = text.indexOf("</script>", start);
    if (start === 0 || end === -1) break;
    if (!text.slice(at, start).includes(mark)) continue;
    hashes.add(createHash("sha256").update(text.slice(start, end), "utf8").digest("base64"));
    at = end;
  }
  return [...hashes];
}
