DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "orders_type_status_idx" ON "orders" USING btree ("type_id","status_id","id");--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("type_id","id");