CREATE TABLE "account_tokens" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_vin_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"wmi" text NOT NULL,
	"vds" text DEFAULT '' NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer,
	"engine_code" text,
	CONSTRAINT "vehicle_vin_patterns_wmi_length" CHECK (length("vehicle_vin_patterns"."wmi") = 3)
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "vehicle_vin_patterns_wmi_idx" ON "vehicle_vin_patterns" USING btree ("wmi");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_one_current_key" ON "garage_vehicles" USING btree ("user_id") WHERE "garage_vehicles"."is_current";