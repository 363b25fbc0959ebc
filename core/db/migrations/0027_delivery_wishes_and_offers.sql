CREATE TABLE "offer_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_gross" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	CONSTRAINT "offer_items_quantity_check" CHECK ("offer_items"."quantity" > 0),
	CONSTRAINT "offer_items_price_check" CHECK ("offer_items"."price_gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5001 CACHE 1),
	"access_key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"language" text NOT NULL,
	"valid_until" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offers_valid_until_check" CHECK ("offers"."valid_until" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "shipping_profiles" ADD COLUMN "offers_preferred_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_profiles" ADD COLUMN "offers_parcel_stations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preferred_delivery_day" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preferred_drop_off_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preferred_neighbour" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preferred_delivery_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preferred_delivery_amount_net" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_station" jsonb;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_items_offer_idx" ON "offer_items" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offers_customer_idx" ON "offers" USING btree ("customer_id","id");--> statement-breakpoint
-- The starting profile "DHL Paket" (seed/countries-and-shipping.ts) offers both services.
UPDATE "shipping_profiles" SET "offers_preferred_delivery" = true, "offers_parcel_stations" = true WHERE "id" = 1 AND "parcel_service_name" = 'DHL';
