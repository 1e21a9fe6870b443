import { customType } from "drizzle-orm/pg-core";

import type { LocalizedText } from "../../domain/schemas/common.ts";

export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export type { LocalizedText };

/** Bytes: a Buffer from node-postgres, a Uint8Array from PGlite. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});
