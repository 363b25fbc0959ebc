ALTER TABLE "variations" ADD COLUMN "mpn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "isbn" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A condition written by hand before the check existed becomes 'new' (the column's default).
UPDATE "items" SET "condition" = 'new' WHERE "condition" NOT IN ('new', 'used', 'refurbished', 'damaged');--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_condition_check" CHECK ("items"."condition" in ('new', 'used', 'refurbished', 'damaged'));