-- Custom SQL (decisions 015 and 021): a build shows on guests' pages only while published, so a
-- change to one names only the answers that show it: the builds' list (`builds`: /guest-post, its
-- makes and models, the sitemap) and its own page (`b12`), and only when the build is, was or
-- becomes published. A build sent by a customer, or refused, shows nowhere and names nothing:
-- before, every build sent made every process and the CDN forget everything (`*`).
CREATE FUNCTION "catalogue_tell_builds"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 500 THEN
    PERFORM catalogue_tell(ARRAY['*']);
    RETURN;
  END IF;
  PERFORM catalogue_tell(ARRAY['builds'] || ARRAY(SELECT DISTINCT 'b' || i FROM unnest(ids) i));
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_builds_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO shown FROM new_rows WHERE status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO shown FROM old_rows WHERE status = 'published';
  ELSE
    SELECT array_agg(n.id) INTO shown
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status = 'published' OR o.status = 'published') AND to_jsonb(n) IS DISTINCT FROM to_jsonb(o);
  END IF;
  PERFORM catalogue_tell_builds(shown);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A build's parts: its page shows them while it is published. (Removed with their build, they were
-- named by the build's own change.)
CREATE FUNCTION "catalogue_build_parts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := '{}';
BEGIN
  -- A transition table exists only for the events that have it: each is read in its own branch.
  IF TG_OP <> 'DELETE' THEN
    changed := changed || ARRAY(SELECT build_id FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changed := changed || ARRAY(SELECT build_id FROM old_rows);
  END IF;
  PERFORM catalogue_tell_builds(ARRAY(SELECT b.id FROM builds b WHERE b.id = ANY (changed) AND b.status = 'published'));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "builds_catalogue_changed" ON "builds";
--> statement-breakpoint
CREATE TRIGGER "builds_catalogue_insert" AFTER INSERT ON "builds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_builds_changed();
--> statement-breakpoint
CREATE TRIGGER "builds_catalogue_update" AFTER UPDATE ON "builds"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_builds_changed();
--> statement-breakpoint
CREATE TRIGGER "builds_catalogue_delete" AFTER DELETE ON "builds"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_builds_changed();
--> statement-breakpoint
CREATE TRIGGER "builds_catalogue_truncate" AFTER TRUNCATE ON "builds" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "build_parts_catalogue_changed" ON "build_parts";
--> statement-breakpoint
CREATE TRIGGER "build_parts_catalogue_insert" AFTER INSERT ON "build_parts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_build_parts_changed();
--> statement-breakpoint
CREATE TRIGGER "build_parts_catalogue_update" AFTER UPDATE ON "build_parts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_build_parts_changed();
--> statement-breakpoint
CREATE TRIGGER "build_parts_catalogue_delete" AFTER DELETE ON "build_parts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_build_parts_changed();
--> statement-breakpoint
CREATE TRIGGER "build_parts_catalogue_truncate" AFTER TRUNCATE ON "build_parts" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
