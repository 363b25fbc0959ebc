CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type_id" integer NOT NULL,
	"item_id" integer,
	"variation_id" integer,
	"order_item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_gross" integer NOT NULL,
	"price_net" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"order_properties" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"type_id" integer DEFAULT 1 NOT NULL,
	"status_id" integer NOT NULL,
	"access_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cart_id" integer,
	"customer_id" integer,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"item_sum" integer NOT NULL,
	"item_sum_net" integer NOT NULL,
	"shipping_amount" integer NOT NULL,
	"shipping_amount_net" integer NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"total_gross" integer NOT NULL,
	"total_net" integer NOT NULL,
	"vats" jsonb NOT NULL,
	"coupon_code" text,
	"billing_address" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"shipping_profile_id" integer NOT NULL,
	"shipping_profile_name" text NOT NULL,
	"payment_method_key" text NOT NULL,
	"payment_method_name" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"order_contact_wish" text DEFAULT '' NOT NULL,
	"order_customer_sign" text DEFAULT '' NOT NULL,
	"shipping_privacy_hint_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_gross" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_property_files" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");