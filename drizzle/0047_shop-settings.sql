CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
-- Custom SQL (decision 046): the shop's one row, with what the seeded shop in the Blue Mountains
-- showed before the owner could change it (the footer's texts and the environment's defaults).
INSERT INTO "shop_settings" ("id", "name", "email", "phone", "address", "opening_hours", "time_zone") VALUES (
  1,
  'Overland',
  'help@overland.local',
  '+61 2 5550 4477',
  '{"en": "Unit 4, 18 Depot Road, Katoomba NSW 2780, Australia", "ru": "Австралия, NSW 2780, Катумба, Депо-роуд, 18, помещение 4", "ar": "الوحدة 4، 18 طريق ديبو، كاتومبا، نيو ساوث ويلز 2780، أستراليا"}',
  '{"mon": {"opens": "08:00", "closes": "17:30"}, "tue": {"opens": "08:00", "closes": "17:30"}, "wed": {"opens": "08:00", "closes": "17:30"}, "thu": {"opens": "08:00", "closes": "17:30"}, "fri": {"opens": "08:00", "closes": "17:30"}, "sat": {"opens": "08:00", "closes": "12:00"}, "sun": null}',
  'Australia/Sydney'
);
--> statement-breakpoint
-- Every page shows the shop's name, contacts, hours or dates: a change forgets every kept answer (migration 0026).
CREATE TRIGGER "shop_settings_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
