CREATE TABLE "vat_id_checks" (
	"vat_id" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"trader_name" text DEFAULT '' NOT NULL,
	"request_identifier" text DEFAULT '' NOT NULL,
	CONSTRAINT "vat_id_checks_outcome_check" CHECK ("vat_id_checks"."outcome" in ('valid', 'invalid', 'unavailable'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_treatment" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_id_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_id_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_id_request_identifier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_id_trader_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_vat_id_unconfirmed_idx" ON "orders" USING btree ("id") WHERE "orders"."vat_id_status" = 'unconfirmed';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_treatment_check" CHECK ("orders"."vat_treatment" in ('domestic', 'intraCommunitySupply'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_id_status_check" CHECK ("orders"."vat_id_status" in ('confirmed', 'unconfirmed', 'invalid'));