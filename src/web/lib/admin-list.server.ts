import type { z } from "zod";

import { pageUrlOf } from "./page-url.ts";

/**
 * A back-office list's query, read from its address with the list's schema. An empty field is no
 * filter; a filter that does not parse (a hand-edited address) shows the whole list, not an error.
 */
export function listQueryOf<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries([...pageUrlOf(request.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(params);
  return parsed.success ? parsed.data : schema.parse({});
}
