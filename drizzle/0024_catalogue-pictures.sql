CREATE TABLE "catalogue_pictures" (
	"source" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Custom part: the back office's search by a number however typed, a part of it anywhere in the
-- part's own numbers (products.codes_normalized), by trigram, as its title search is.
CREATE INDEX "products_codes_trgm_idx" ON "products" USING gin ("codes_normalized" gin_trgm_ops);
