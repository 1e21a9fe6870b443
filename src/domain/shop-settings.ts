// The shop's own settings, which the owner keeps in the back office (decision 046): what the
// storefront says of the shop (name, address, contacts, opening hours, its pages on social
// networks) and the clock every date is shown on. What configures the process (ports, the
// database, secrets) stays in the environment.
import { dateTimeFormat } from "./intl-formats.ts";
import { type Locale, type LocalizedText, localizedText } from "./locales.ts";
import type { SocialNetwork, SocialPage } from "./social-pages.ts";

/** Monday first, as a shop's week is written. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's opening, on the shop's clock: "08:00" to "17:30"; null when the shop is closed that day. */
export interface OpeningTimes {
  opens: string;
  closes: string;
}
export type OpeningHours = Record<Weekday, OpeningTimes | null>;

export interface ShopSettings {
  name: string;
  email: string;
  phone: string;
  /** As the shop writes it in each language; English when a language has none. */
  address: LocalizedText;
  openingHours: OpeningHours;
  /** An IANA zone ("Australia/Sydney"): the back office's dates, the dashboard's days, the mails' times. */
  timeZone: string;
  social: Partial<Record<SocialNetwork, string>>;
}

/** "08:00-17:30", as the back office's field takes a day's hours; empty for a closed day. */
const HOURS = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]|24):([0-5]\d)$/;

/** A day's hours from the field's text; undefined when the text is no such range (closing before opening). */
export function openingTimesOf(text: string): OpeningTimes | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const match = HOURS.exec(trimmed);
  if (!match) return undefined;
  const opens = `${match[1]}:${match[2]}`;
  const closes = `${match[3]}:${match[4]}`;
  if (closes === "24:00" ? false : closes <= opens) return undefined;
  if (match[3] === "24" && match[4] !== "00") return undefined;
  return { opens, closes };
}

/** A day's hours as the field shows them: "08:00-17:30", or empty when closed. */
export const openingTimesText = (times: OpeningTimes | null) => (times ? `${times.opens}-${times.closes}` : "");

/** The networks the owner gave a page for, in the footer's order. */
export function socialPagesOf(social: ShopSettings["social"], networks: readonly SocialNetwork[]): SocialPage[] {
  return networks.flatMap((network) => {
    const url = social[network];
    return url ? [{ network, url }] : [];
  });
}

/** Runs of days with the same hours: Mon–Fri 08:00–17:30, Sat 08:00–12:00 (closed days left out). */
export function openingRuns(hours: OpeningHours): { from: Weekday; to: Weekday; times: OpeningTimes }[] {
  const runs: { from: Weekday; to: Weekday; times: OpeningTimes }[] = [];
  for (const day of WEEKDAYS) {
    const times = hours[day];
    if (!times) continue;
    const last = runs.at(-1);
    const previous = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (last && last.to === previous && last.times.opens === times.opens && last.times.closes === times.closes) last.to = day;
    else runs.push({ from: day, to: day, times });
  }
  return runs;
}

// 2024-01-01 was a Monday: the weekday names come from Intl, in the reader's language.
const A_MONDAY = Date.UTC(2024, 0, 1);
const weekdayName = (day: Weekday, locale: Locale) =>
  dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(A_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000));

/** The opening hours in one line in the reader's language ("Mon–Fri 08:00–17:30, Sat 08:00–12:00"). */
export function openingHoursLine(hours: OpeningHours, locale: Locale): string {
  const rtl = locale === "ar";
  const separator = rtl ? "، " : ", ";
  return openingRuns(hours)
    .map(({ from, to, times }) => {
      const days = from === to ? weekdayName(from, locale) : `${weekdayName(from, locale)}–${weekdayName(to, locale)}`;
      // Isolated left to right in Arabic: a bare "08:00–17:30" there would read "17:30–08:00".
      const span = `${times.opens}–${times.closes}`;
      return `${days} ${rtl ? `\u2066${span}\u2069` : span}`;
    })
    .join(separator);
}

/** The zone's name in the reader's language ("Eastern Australia Time", "Восточная Австралия"). */
export function zoneName(timeZone: string, locale: Locale): string {
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" }).formatToParts(new Date());
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The address in the reader's language. */
export const addressIn = (settings: Pick<ShopSettings, "address">, locale: Locale) => localizedText(settings.address, locale);
