// The shop's clock: a time staff type ("2026-12-24T09:00", as a datetime-local field sends it) is
// read in the shop's time zone (its settings' timeZone, an IANA name), and an instant is shown on it.
// Intl gives a zone's offset at an instant; a local time is placed by trying the offset twice, so
// a time on the day the clocks change lands on the offset in force then.

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether Intl knows this IANA time zone ("Australia/Sydney", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at this instant, in minutes (Sydney in December: +660). */
function offsetMinutes(zone: string, at: number): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(new Date(at))
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The instant a minute on the shop's clock names; undefined for text that is no such minute. */
export function instantOfShopMinute(local: string, zone: string): Date | undefined {
  const match = LOCAL_MINUTE.exec(local);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // 2026-02-31 is no day: Date.UTC would roll it into March.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  const first = asUtc - offsetMinutes(zone, asUtc) * 60_000;
  return new Date(asUtc - offsetMinutes(zone, first) * 60_000);
}

/** When a day on the shop's clock ("2026-12-24") begins, or the day `daysAfter` days later; undefined for no such day. */
export function shopDateStart(date: string, zone: string, daysAfter = 0): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match || !instantOfShopMinute(`${date}T00:00`, zone)) return undefined;
  const later = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + daysAfter)).toISOString().slice(0, 10);
  return instantOfShopMinute(`${later}T00:00`, zone);
}

/** When the shop's day holding `at` began (its midnight), or the day `daysBack` days before it. */
export function shopDayStart(at: Date, zone: string, daysBack = 0): Date {
  return shopDateStart(shopMinuteOf(at, zone).slice(0, 10), zone, -daysBack)!;
}

/** An instant as a minute on the shop's clock, as a datetime-local field shows it ("2026-12-24T09:00"). */
export function shopMinuteOf(at: Date, zone: string): string {
  return new Date(at.getTime() + offsetMinutes(zone, at.getTime()) * 60_000).toISOString().slice(0, 16);
}
