CREATE TABLE "withdrawal_declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"order_number" text NOT NULL,
	"order_id" integer,
	"return_order_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"ordered_on" text DEFAULT '' NOT NULL,
	"received_on" text DEFAULT '' NOT NULL,
	"scope" text NOT NULL,
	"items_description" text DEFAULT '' NOT NULL,
	"order_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_check_uses" ADD COLUMN "used_for" text;--> statement-breakpoint
ALTER TABLE "withdrawal_declarations" ADD CONSTRAINT "withdrawal_declarations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_declarations" ADD CONSTRAINT "withdrawal_declarations_return_order_id_orders_id_fk" FOREIGN KEY ("return_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_declarations_idempotency_idx" ON "withdrawal_declarations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawal_declarations_order_idx" ON "withdrawal_declarations" USING btree ("order_id");