-- Custom SQL: a shop that has not chosen how reviews are taken now holds them for staff (the
-- setting "reviews.moderation" unset reads "hold"). A shop already taking reviews keeps publishing
-- them at once, as it did: its choice is written down here. A new shop's database has no review yet.
INSERT INTO "app_settings" ("key", "value")
SELECT 'reviews.moderation', 'publish'
WHERE EXISTS (SELECT 1 FROM "reviews")
ON CONFLICT ("key") DO NOTHING;
