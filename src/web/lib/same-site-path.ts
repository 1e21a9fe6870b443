/**
 * A path of this site from a query or a form (`?next=`, `returnTo`), or null: never an absolute or
 * protocol-relative address, which would make the shop an open redirect.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (
    !value ||
    value.length > 2000 ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    /[\\\s]/.test(value) ||
    hasControlCharacter(value)
  )
    return null;
  const base = "http://shop.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Check what comes out, not only what came in: normalising "/.//evil.example" yields
  // "//evil.example", which a browser reads as another site.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}

const hasControlCharacter = (value: string) => [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
