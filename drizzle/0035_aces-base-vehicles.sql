CREATE TABLE "vehicle_base_vehicles" (
	"vcdb_id" integer NOT NULL,
	"generation_id" integer NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "vehicle_base_vehicles_vcdb_id_generation_id_pk" PRIMARY KEY("vcdb_id","generation_id")
);
--> statement-breakpoint
ALTER TABLE "vehicle_base_vehicles" ADD CONSTRAINT "vehicle_base_vehicles_generation_id_vehicle_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."vehicle_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_base_vehicles_generation_idx" ON "vehicle_base_vehicles" USING btree ("generation_id");