// Intl's formatters cost 10-80 µs to make and under 1 µs to use, and a page renders many numbers,
// dates and names: each locale and set of options gets one formatter per process. Keys are few
// (three languages, options written in the code), so nothing here grows without bound.
const made = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    made.set(key, format);
  }
  return format;
}

const keyOf = (kind: string, locale: string, options: object | undefined) => `${kind}|${locale}|${JSON.stringify(options ?? {})}`;

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once(keyOf("number", locale, options), () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(keyOf("date", locale, options), () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return once(keyOf("list", locale, options), () => new Intl.ListFormat(locale, options));
}

/** A country code ("ZA") as its name in the shopper's language; the code itself when unknown. */
export function regionName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/i.test(code)) return code;
  try {
    const names = once(keyOf("region", locale, undefined), () => new Intl.DisplayNames([locale], { type: "region" }));
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
