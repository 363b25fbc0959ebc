ALTER TABLE "coupon_campaigns" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "item_texts" ADD COLUMN "safety_notes" text DEFAULT '' NOT NULL;