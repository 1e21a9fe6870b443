CREATE TABLE "seed_images" (
	"path" text PRIMARY KEY NOT NULL,
	"svg" text NOT NULL
);
