// spec §5 "Quantity input": optional min and max, a step, and an empty value is allowed;
// a non-numeric value falls back to the min, or to 0.

export interface QuantityBounds {
  min?: number | undefined;
  max?: number | undefined;
  /** Amount added or taken by the plus and minus buttons; 1 when not given. */
  step?: number | undefined;
}

// Digits as a shopper may type them in Arabic (Arabic-Indic and Eastern Arabic-Indic).
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function westernDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** spec §5: what a non-numeric value becomes: the min when there is one, otherwise 0. */
export function quantityFallback(bounds: QuantityBounds): number {
  return bounds.min ?? 0;
}

/** A typed value as a number, or null when it is not a number ("", "abc", "2x"). */
export function parseQuantity(raw: string | number): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const text = westernDigits(raw.trim());
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Keeps a number within the optional min and max. */
export function clampQuantity(value: number, bounds: QuantityBounds): number {
  let result = value;
  if (bounds.max !== undefined) result = Math.min(result, bounds.max);
  if (bounds.min !== undefined) result = Math.max(result, bounds.min);
  return result;
}

/**
 * The value the input settles on when the shopper leaves it: empty stays empty (spec §5: an
 * empty value is allowed), a non-numeric value falls back; a number stays as typed (in Western
 * digits), so the form it belongs to can say what is wrong with it rather than change it.
 */
export function normalizeQuantity(raw: string, bounds: QuantityBounds): string {
  if (raw.trim() === "") return "";
  const value = parseQuantity(raw);
  return String(value ?? quantityFallback(bounds));
}

/** The plus (+1) and minus (-1) buttons: one step from the current value, within the bounds. */
export function stepQuantity(raw: string | number, direction: 1 | -1, bounds: QuantityBounds): number {
  const current = parseQuantity(raw) ?? quantityFallback(bounds);
  const step = bounds.step ?? 1;
  return clampQuantity(current + direction * step, bounds);
}

/**
 * A quantity that applies at once (a cart line): a whole number within the bounds. spec §5: a
 * non-numeric or empty value falls back to the min (or 0); a fraction drops its decimals.
 */
export function wholeQuantity(raw: string | number, bounds: QuantityBounds): number {
  const value = parseQuantity(raw);
  return clampQuantity(value === null ? quantityFallback(bounds) : Math.trunc(value), bounds);
}
