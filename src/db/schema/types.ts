import { customType } from "drizzle-orm/pg-core";

import type { LocalizedText } from "../../domain/schemas/common.ts";

export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export type { LocalizedText };
