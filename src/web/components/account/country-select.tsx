import { useMemo } from "react";

import { countryCodeOf, countryOptions, DEFAULT_COUNTRY } from "../../../domain/countries.ts";
import { useLocale } from "../../lib/use-preferences.ts";

/**
 * The world's countries in the shopper's language (Intl.DisplayNames); the value is the English
 * name, as addresses and orders store it. spec §9: Australia unless another is given. A stored
 * name we do not know (an older spelling) stays choosable rather than lost.
 *
 * The server's and the browser's name tables may differ by a word (their ICU versions), so the
 * options keep the server's text when the page comes alive (suppressHydrationWarning).
 */
export function CountrySelect({
  id,
  name = "country",
  value,
  defaultValue = DEFAULT_COUNTRY,
  onChange,
  invalid = false,
  describedBy,
  className,
}: {
  id: string;
  name?: string;
  /** Set to control the select; otherwise defaultValue starts it. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  className: string;
}) {
  const locale = useLocale();
  const current = value ?? defaultValue;
  const options = useMemo(() => countryOptions(locale), [locale]);
  const known = current === "" || countryCodeOf(current) !== null;
  // A stored name in another case or as a code selects the list's spelling.
  const code = countryCodeOf(current);
  const normalised = code ? (options.find((option) => option.code === code)?.value ?? current) : current;
  const control = value === undefined ? { defaultValue: normalised } : { value: normalised };
  return (
    <select
      id={id}
      name={name}
      autoComplete="country-name"
      required
      {...control}
      onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={className}
    >
      {known ? null : <option value={current}>{current}</option>}
      {options.map((option) => (
        <option key={option.code} value={option.value} suppressHydrationWarning>
          {option.label}
        </option>
      ))}
    </select>
  );
}
