ALTER TABLE "variations" ADD COLUMN "mpn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "isbn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_condition_check" CHECK ("items"."condition" in ('new', 'used', 'refurbished', 'damaged'));