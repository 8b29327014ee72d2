-- A quotation line keeps the unit its item was quoted in. Lines quoted before: backfilled from their item
-- (a real or virtual material's current unit; a configured product is one set).
ALTER TABLE "quotation_lines" ADD COLUMN "unit" text;--> statement-breakpoint
UPDATE "quotation_lines" l SET "unit" = m."unit" FROM "materials" m
 WHERE l."item_kind" = 'material' AND m."id" = l."item_id";--> statement-breakpoint
UPDATE "quotation_lines" l SET "unit" = v."unit" FROM "virtual_materials" v
 WHERE l."item_kind" = 'virtual' AND v."id" = l."item_id";--> statement-breakpoint
UPDATE "quotation_lines" SET "unit" = 'SET' WHERE "item_kind" = 'configured';
