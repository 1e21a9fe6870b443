import { data } from "react-router";

import { refusalOf } from "../../domain/errors.ts";

/** What a detail page shows, or its 404 when the service does not know it (a forged or stale address). */
export function found<T>(lookup: Promise<T>, what: string): Promise<T> {
  return lookup.catch((error: unknown) => {
    if (refusalOf(error)?.statusCode === 404) throw data(`${what} not found`, { status: 404 });
    throw error;
  });
}
