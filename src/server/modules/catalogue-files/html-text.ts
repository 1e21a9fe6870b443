// Another platform's description is HTML (Shopify's "Body (HTML)", WooCommerce's "Description");
// the shop's is text, one paragraph or list item a line, shown as text and never as markup. The
// tags are dropped, blocks become lines and list items "- " lines, and the common entities are
// read: nothing of the HTML reaches the storefront but its words (decision 036).

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
  deg: "°",
  times: "×",
  reg: "®",
  trade: "™",
  copy: "©",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  prime: "′",
  Prime: "″",
};

/** A character reference read, or the text kept as written when it names nothing. */
function entity(whole: string, name: string): string {
  if (name.startsWith("#")) {
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  }
  return NAMED[name] ?? whole;
}

const BLOCK_END = /<\/(?:p|div|h[1-6]|li|tr|ul|ol|table|blockquote|section|article|header|footer|dd|dt)\s*>/gi;

/** The words of an HTML fragment as the shop's description: one paragraph or list item a line. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<(script|style|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, "")
    .replace(/\r\n?/g, "\n")
    // Line breaks in the source are spaces in HTML; only its own blocks and <br> break a line.
    .replace(/\s*\n\s*/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(BLOCK_END, "\n")
    .replace(/<(?:p|div|h[1-6]|tr|ul|ol|table|blockquote)\b[^>]*>/gi, "\n")
    .replace(/<\/?[a-zA-Z][^>]*>/g, "")
    .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g, entity);
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line !== "" && line !== "-")
    .join("\n");
}
