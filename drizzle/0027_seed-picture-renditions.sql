CREATE TABLE "seed_image_renditions" (
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	CONSTRAINT "seed_image_renditions_path_width_pk" PRIMARY KEY("path","width")
);
--> statement-breakpoint
ALTER TABLE "seed_image_renditions" ADD CONSTRAINT "seed_image_renditions_path_seed_images_path_fk" FOREIGN KEY ("path") REFERENCES "public"."seed_images"("path") ON DELETE cascade ON UPDATE no action;