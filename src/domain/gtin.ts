// A barcode's number (GTIN-8, UPC-A as GTIN-12, EAN-13 as GTIN-13, GTIN-14): its last digit is
// a check digit, so a number typed with one digit wrong or two swapped is refused rather than sent
// to Google Merchant and marketplaces, which refuse it there.
import { z } from "zod";

const LENGTHS = new Set([8, 12, 13, 14]);

/** Whether the digits' last one is the GS1 check digit of the others (weights 3 and 1 from the right). */
export function hasGtinCheckDigit(digits: string): boolean {
  if (!/^\d+$/.test(digits) || !LENGTHS.has(digits.length)) return false;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** A GTIN as printed under the bars: spaces and dashes dropped, then 8, 12, 13 or 14 digits with their check digit. */
export const GtinSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().refine(hasGtinCheckDigit, "GTIN_CHECK"));
