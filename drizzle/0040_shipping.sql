CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_over_cents" integer,
	"max_item_grams" integer,
	"min_days" integer,
	"max_days" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_kind" CHECK ("shipping_methods"."kind" in ('flat', 'weight', 'freight', 'pickup')),
	CONSTRAINT "shipping_methods_pickup_has_no_zone" CHECK (("shipping_methods"."kind" = 'pickup') = ("shipping_methods"."zone_id" is null)),
	CONSTRAINT "shipping_methods_amounts" CHECK ("shipping_methods"."price_cents" >= 0 and coalesce("shipping_methods"."free_over_cents", 0) >= 0),
	CONSTRAINT "shipping_methods_days" CHECK ("shipping_methods"."min_days" is null or "shipping_methods"."max_days" is null or "shipping_methods"."min_days" <= "shipping_methods"."max_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"everywhere" boolean DEFAULT false NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"postcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_names_countries" CHECK ("shipping_zones"."everywhere" or cardinality("shipping_zones"."countries") > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "freight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_method_name" jsonb;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_code_key" ON "shipping_methods" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_idx" ON "shipping_methods" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_everywhere_key" ON "shipping_zones" USING btree ("everywhere") WHERE "shipping_zones"."everywhere";--> statement-breakpoint
-- Custom SQL (decision 039): the shipping the shop charged before zones (spec §9: standard 25,
-- express 45 and collection from the store), so that a shop upgraded from then charges the same;
-- a new shop's seed adds its other zones.
INSERT INTO "shipping_zones" ("name", "countries", "everywhere", "position") VALUES
  ('{"en": "Australia", "ru": "Австралия", "ar": "أستراليا"}', '{AU}', false, 0),
  ('{"en": "Rest of the world", "ru": "Остальной мир", "ar": "بقية العالم"}', '{}', true, 1000);--> statement-breakpoint
INSERT INTO "shipping_methods" ("zone_id", "code", "name", "kind", "price_cents", "min_days", "max_days", "position")
  SELECT z.id, m.code, m.name::jsonb, 'flat', m.price, m.min_days, m.max_days, m.position
  FROM "shipping_zones" z, (VALUES
    ('standard', '{"en": "Standard delivery", "ru": "Обычная доставка", "ar": "توصيل عادي"}', 2500, 3, 7, 0),
    ('express', '{"en": "Express delivery", "ru": "Экспресс-доставка", "ar": "توصيل سريع"}', 4500, 1, 2, 1)
  ) AS m(code, name, price, min_days, max_days, position)
  WHERE NOT z.everywhere;--> statement-breakpoint
INSERT INTO "shipping_methods" ("zone_id", "code", "name", "kind", "price_cents", "min_days", "max_days", "position")
  SELECT z.id, m.code, m.name::jsonb, 'flat', m.price, m.min_days, m.max_days, m.position
  FROM "shipping_zones" z, (VALUES
    ('world-standard', '{"en": "International standard", "ru": "Международная доставка", "ar": "الشحن الدولي العادي"}', 2500, 7, 21, 0),
    ('world-express', '{"en": "International express", "ru": "Международный экспресс", "ar": "الشحن الدولي السريع"}', 4500, 3, 7, 1)
  ) AS m(code, name, price, min_days, max_days, position)
  WHERE z.everywhere;--> statement-breakpoint
INSERT INTO "shipping_methods" ("zone_id", "code", "name", "kind", "price_cents", "position") VALUES
  (NULL, 'pickup', '{"en": "Collect from our store", "ru": "Самовывоз из нашего магазина", "ar": "الاستلام من متجرنا"}', 'pickup', 0, 0);
