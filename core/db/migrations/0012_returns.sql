ALTER TABLE "order_items" ADD COLUMN "returned_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_reason_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parent_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_item_id_order_items_id_fk" FOREIGN KEY ("returned_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_order_id_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_returned_idx" ON "order_items" USING btree ("returned_item_id");--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_order_id");