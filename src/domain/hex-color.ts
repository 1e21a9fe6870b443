// spec §5: colour values are 3 or 6 digit hex. On its own: a product page's option picker needs
// this and none of the listing's filters.
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === "string" && HEX_COLOR.test(value);
}
