CREATE TABLE "vehicle_engines" (
	"id" serial PRIMARY KEY NOT NULL,
	"generation_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"fuel" text NOT NULL,
	"displacement_cc" integer,
	"power_kw" integer,
	"year_from" integer,
	"year_to" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"vcdb_id" integer,
	CONSTRAINT "vehicle_engines_fuel" CHECK ("vehicle_engines"."fuel" in ('petrol', 'diesel', 'hybrid', 'electric', 'lpg'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"chassis" text DEFAULT '' NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_generations_years" CHECK ("vehicle_generations"."year_from" between 1900 and 2100 and "vehicle_generations"."year_to" between "vehicle_generations"."year_from" and 2100)
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"vcdb_id" integer
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"name" text NOT NULL,
	"vcdb_id" integer
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "engine_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_engines" ADD CONSTRAINT "vehicle_engines_generation_id_vehicle_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."vehicle_generations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_generations" ADD CONSTRAINT "vehicle_generations_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_generations" ADD CONSTRAINT "vehicle_generations_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_engines_code_key" ON "vehicle_engines" USING btree ("generation_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_generations_name_key" ON "vehicle_generations" USING btree ("make_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vehicle_generations_model_idx" ON "vehicle_generations" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_makes_name_key" ON "vehicle_makes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_makes_vcdb_key" ON "vehicle_makes" USING btree ("vcdb_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_name_key" ON "vehicle_models" USING btree ("make_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_vcdb_key" ON "vehicle_models" USING btree ("vcdb_id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_engine_id_vehicle_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."vehicle_engines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_engine_idx" ON "vehicles" USING btree ("engine_id","year");--> statement-breakpoint
-- Custom SQL: the vehicle list is read out of the vehicles the shop has. A make per make; a
-- generation per (make, model) with its first and last year; its model line is the generation's
-- name without the generation's own mark ("Hilux N80" → "Hilux", "Tacoma 2nd Gen" → "Tacoma");
-- an engine per generation and engine code, its label without the code the vehicles repeat after
-- it, its fuel and size read from the label, its years kept only where they are narrower.
INSERT INTO "vehicle_makes" ("name")
SELECT DISTINCT "make" FROM "vehicles" ORDER BY 1;--> statement-breakpoint
CREATE TEMPORARY TABLE "generation_names" AS
SELECT m."id" AS "make_id", v."model" AS "name",
  regexp_replace(v."model", '\s+([0-9]+(st|nd|rd|th)\s+Gen|Next-Gen|[A-Z]{1,3}[0-9]+[A-Z]?(/[A-Z]*[0-9]*)?|[0-9]+(/[0-9]+)?|[A-Z]{2}(/[A-Z]{2})?|[A-Z]{2}-[A-Z]{2}|UBS)$', '') AS "family",
  min(v."year") AS "year_from", max(v."year") AS "year_to", max(v."chassis") AS "chassis"
FROM "vehicles" v JOIN "vehicle_makes" m ON m."name" = v."make"
GROUP BY m."id", v."model";--> statement-breakpoint
INSERT INTO "vehicle_models" ("make_id", "name")
SELECT DISTINCT "make_id", "family" FROM "generation_names" ORDER BY 1, 2;--> statement-breakpoint
INSERT INTO "vehicle_generations" ("make_id", "model_id", "name", "chassis", "year_from", "year_to")
SELECT g."make_id", l."id", g."name", g."chassis", g."year_from", g."year_to"
FROM "generation_names" g JOIN "vehicle_models" l ON l."make_id" = g."make_id" AND l."name" = g."family"
ORDER BY 1, g."name";--> statement-breakpoint
INSERT INTO "vehicle_engines" ("generation_id", "code", "label", "fuel", "displacement_cc", "year_from", "year_to")
SELECT g."id", v."engine_code",
  jsonb_build_object('en', CASE WHEN right(min(v."engine"), length(v."engine_code") + 3) = ' (' || v."engine_code" || ')'
    THEN left(min(v."engine"), length(min(v."engine")) - length(v."engine_code") - 3) ELSE min(v."engine") END),
  CASE WHEN min(v."engine") ILIKE '%hybrid%' THEN 'hybrid'
       WHEN min(v."engine") ILIKE '%electric%' THEN 'electric'
       WHEN min(v."engine") ILIKE '%diesel%' THEN 'diesel'
       WHEN min(v."engine") ILIKE '%lpg%' THEN 'lpg'
       ELSE 'petrol' END,
  (substring(min(v."engine") FROM '([0-9]+\.[0-9])L')::numeric * 1000)::int,
  nullif(min(v."year"), g."year_from"), nullif(max(v."year"), g."year_to")
FROM "vehicles" v
JOIN "vehicle_makes" m ON m."name" = v."make"
JOIN "vehicle_generations" g ON g."make_id" = m."id" AND g."name" = v."model"
GROUP BY g."id", v."engine_code"
ORDER BY 1, 2;--> statement-breakpoint
UPDATE "vehicles" v SET "engine_id" = e."id"
FROM "vehicle_engines" e
JOIN "vehicle_generations" g ON g."id" = e."generation_id"
JOIN "vehicle_makes" m ON m."id" = g."make_id"
WHERE m."name" = v."make" AND g."name" = v."model" AND e."code" = v."engine_code";--> statement-breakpoint
DROP TABLE "generation_names";