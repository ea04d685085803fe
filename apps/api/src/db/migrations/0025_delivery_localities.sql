-- The suburbs list keeps delivery localities only. The rules live in db/reference/suburb-rules.ts
-- (which builds suburbs.csv); this applies them to databases loaded from an older list. suburbs.test.ts runs
-- it over every row ever shipped and expects exactly suburbs.csv back, so the two cannot drift apart.
--
-- 1. Spellings of one suburb ('O’connor' beside "O'Connor", 'Brisbane-City' beside 'Brisbane City') fold into
--    the row with a straight apostrophe and spaces. Zone links move to that row (on in either, on; blocked in
--    either, blocked and off).
CREATE TEMPORARY TABLE "suburb_merges" AS
SELECT DISTINCT ON (v."id") v."id" AS "from_id", k."id" AS "to_id"
FROM "suburbs" v
JOIN "suburbs" k
  ON k."postcode" = v."postcode" AND k."state" = v."state" AND k."id" <> v."id"
  AND lower(translate(k."name", '’-', ''' ')) = lower(translate(v."name", '’-', ''' '))
WHERE v."name" ~ '[’-]' AND k."name" !~ '[’-]'
ORDER BY v."id", k."id";
--> statement-breakpoint
INSERT INTO "zone_suburbs" ("zone_id", "suburb_id", "enabled", "blocked")
SELECT zs."zone_id", m."to_id", bool_or(zs."enabled") AND NOT bool_or(zs."blocked"), bool_or(zs."blocked")
FROM "zone_suburbs" zs
JOIN "suburb_merges" m ON m."from_id" = zs."suburb_id"
GROUP BY zs."zone_id", m."to_id"
ON CONFLICT ("zone_id", "suburb_id") DO UPDATE SET
  "blocked" = "zone_suburbs"."blocked" OR excluded."blocked",
  "enabled" = ("zone_suburbs"."enabled" OR excluded."enabled") AND NOT ("zone_suburbs"."blocked" OR excluded."blocked");
--> statement-breakpoint
DELETE FROM "zone_suburbs" WHERE "suburb_id" IN (SELECT "from_id" FROM "suburb_merges");
--> statement-breakpoint
DELETE FROM "suburbs" WHERE "id" IN (SELECT "from_id" FROM "suburb_merges");
--> statement-breakpoint
DROP TABLE "suburb_merges";
--> statement-breakpoint
-- 2. A name still spelt with a curly apostrophe (no straight twin): straight, the letter after it a capital.
UPDATE "suburbs" SET "name" = initcap(replace("name", '’', '''')) WHERE "name" LIKE '%’%';
--> statement-breakpoint
-- 3. Rows that are not delivery localities go: Australia Post's PO-box and large-volume-receiver ranges
--    (except 5950, Adelaide Airport), PO-box postcodes inside the delivery ranges, and names of postal
--    facilities (shopping-centre, street and military post offices, mail centres). A zone keeps everything
--    else: only its links to these rows go. A published zone left with no suburb switched on is unpublished,
--    as the publish rule asks ('Enable at least one suburb before activating this zone').
CREATE TEMPORARY TABLE "suburb_drops" AS
SELECT "id" FROM "suburbs"
WHERE CASE
    WHEN "postcode" !~ '^[0-9]{4}$' THEN true
    ELSE ("postcode"::int <= 799 OR "postcode"::int BETWEEN 900 AND 1999 OR "postcode"::int BETWEEN 5800 AND 5999
      OR "postcode"::int BETWEEN 6800 AND 6999 OR "postcode"::int >= 7800) AND "postcode" <> '5950'
  END
  OR "postcode" IN ('0801', '0804', '0811', '0813', '0814', '0821', '0831', '0851', '0861', '0871', '0881', '7001')
  OR "name" ~* ANY (ARRAY[
    ' (Gpo|Po|Bc|Msc|Dc|Mc)$',
    ' (Delivery|Mail) Centre$',
    '(^| )Street( |$)',
    ' (St|Tce|Ave|Rd|Pde)$',
    '^Parliament House$',
    '(^| )(University|Hospital)( |$)',
    ' Immigration Centre$',
    ' (Plaza|Mall|Westfield|Arcade|Supercentre|Campus)$',
    ' Fair$',
    '(^| )Shopping',
    '(^| )(HMAS|RAAF|Milpo|Barracks|Army|Navy|Military|Defence|Forces|Training Area)( |$)'
  ])
  OR lower("name") IN ('macquarie centre', 'jamison centre', 'kippax centre', 'erindale centre', 'world trade centre',
    'northland centre', 'chadstone centre', 'knox city centre', 'southland centre', 'karingal centre',
    'chermside centre', 'brookside centre', 'indooroopilly centre', 'strathpine centre', 'mitcham shopping centre',
    'helensvale town centre', 'robina town centre', 'taylor square', 'bankstown square', 'shellharbour square',
    'macarthur square', 'brentford square', 'cairns central', 'menai central', 'box hill central', 'bay village',
    'mount druitt village', 'sandown village', 'wendouree village', 'golden grove village', 'missenden road',
    'blenheim road', 'bedford road', 'brighton road', 'north road', 'st kilda road central',
    'st kilda road melbourne', 'glenelg jetty road', 'salisbury north whites road', 'brisbane market',
    'royal australian navy warships');
--> statement-breakpoint
CREATE TEMPORARY TABLE "suburb_drop_zones" AS
SELECT DISTINCT zs."zone_id" FROM "zone_suburbs" zs
JOIN "suburb_drops" d ON d."id" = zs."suburb_id"
WHERE zs."enabled";
--> statement-breakpoint
DELETE FROM "zone_suburbs" WHERE "suburb_id" IN (SELECT "id" FROM "suburb_drops");
--> statement-breakpoint
DELETE FROM "suburbs" WHERE "id" IN (SELECT "id" FROM "suburb_drops");
--> statement-breakpoint
UPDATE "delivery_zones" SET "published" = false, "updated_at" = now()
WHERE "published" AND "id" IN (SELECT "zone_id" FROM "suburb_drop_zones")
  AND NOT EXISTS (SELECT 1 FROM "zone_suburbs" zs WHERE zs."zone_id" = "delivery_zones"."id" AND zs."enabled");
--> statement-breakpoint
DROP TABLE "suburb_drop_zones";
--> statement-breakpoint
DROP TABLE "suburb_drops";
--> statement-breakpoint
-- 4. The next start compares the table with suburbs.csv again (load-reference-data.ts) and stamps it.
COMMENT ON TABLE "suburbs" IS NULL;
