CREATE TABLE "product_gaps" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"picture" boolean NOT NULL,
	"fitment" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_gaps" ADD CONSTRAINT "product_gaps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_gaps_picture_idx" ON "product_gaps" USING btree ("product_id") WHERE "product_gaps"."picture";--> statement-breakpoint
CREATE INDEX "product_gaps_fitment_idx" ON "product_gaps" USING btree ("product_id") WHERE "product_gaps"."fitment";--> statement-breakpoint
-- Custom part: product_gaps, the parts lacking a picture or (not universal) any fitment, written
-- only here, in the statement that changes products, product_images or fitment (whose own
-- triggers tell the response cache; the storefront never reads this table). A part is new with
-- neither (its pictures and fitment reference it, so they come after it); an added picture or
-- vehicle closes its gap without reading the table it went into, so a trade load of millions of
-- fitment rows never looks them up; a removal looks, by the part's index, at what is left.
INSERT INTO "product_gaps" (product_id, picture, fitment)
  SELECT g.id, g.picture, g.fitment FROM (
    SELECT p.id,
      NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id) AS picture,
      NOT p.universal AND NOT EXISTS (SELECT 1 FROM fitment f WHERE f.product_id = p.id) AS fitment
    FROM products p
  ) g WHERE g.picture OR g.fitment;
--> statement-breakpoint
-- Reads what the parts `ids` lack now, and writes it: a row while something is lacking, none after.
CREATE FUNCTION "product_gaps_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH state AS (
    SELECT p.id,
      NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id) AS picture,
      NOT p.universal AND NOT EXISTS (SELECT 1 FROM fitment f WHERE f.product_id = p.id) AS fitment
    FROM products p WHERE p.id = ANY(ids)
  ), closed AS (
    DELETE FROM product_gaps g USING state s WHERE g.product_id = s.id AND NOT s.picture AND NOT s.fitment
  )
  INSERT INTO product_gaps (product_id, picture, fitment)
    SELECT id, picture, fitment FROM state WHERE picture OR fitment
    ON CONFLICT (product_id) DO UPDATE SET picture = excluded.picture, fitment = excluded.fitment
    WHERE (product_gaps.picture, product_gaps.fitment) IS DISTINCT FROM (excluded.picture, excluded.fitment);
$$;
--> statement-breakpoint
CREATE FUNCTION "product_gaps_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_gaps (product_id, picture, fitment)
      SELECT n.id, true, NOT n.universal FROM new_rows n;
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.universal <> o.universal) THEN
    PERFORM product_gaps_refresh(ARRAY(
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.universal <> o.universal));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_gaps_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_gaps_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_gaps_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_gaps_products_changed();
--> statement-breakpoint
-- A picture or a vehicle added closes the part's gap of that kind, read from the statement's own
-- rows; removed, it reads what is left. One function for both tables, told apart by the table's name.
CREATE FUNCTION "product_gaps_filled"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  picture_added boolean := TG_TABLE_NAME = 'product_images';
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A part that lacked only this lacks nothing now.
    DELETE FROM product_gaps g WHERE g.product_id IN (SELECT product_id FROM new_rows)
      AND CASE WHEN picture_added THEN NOT g.fitment ELSE NOT g.picture END;
    UPDATE product_gaps g SET picture = g.picture AND NOT picture_added, fitment = g.fitment AND picture_added
      WHERE g.product_id IN (SELECT product_id FROM new_rows)
      AND CASE WHEN picture_added THEN g.picture ELSE g.fitment END;
  ELSE
    PERFORM product_gaps_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_images_gaps_insert" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_gaps_filled();
--> statement-breakpoint
CREATE TRIGGER "product_images_gaps_delete" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_gaps_filled();
--> statement-breakpoint
CREATE TRIGGER "fitment_gaps_insert" AFTER INSERT ON "fitment"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_gaps_filled();
--> statement-breakpoint
CREATE TRIGGER "fitment_gaps_delete" AFTER DELETE ON "fitment"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_gaps_filled();
