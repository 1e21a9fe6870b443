-- Custom part: sessions open before this migration were opened at either sign-in, so they all
-- become customers' sessions (a member of staff signs in at /admin/login once more); from now on
-- every session names its scope, so the column keeps no default.
ALTER TABLE "sessions" ADD COLUMN "scope" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "scope" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
