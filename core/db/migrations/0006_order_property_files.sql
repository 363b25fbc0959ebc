CREATE TABLE "order_property_files" (
	"token" text PRIMARY KEY NOT NULL,
	"cart_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_property_files" ADD CONSTRAINT "order_property_files_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_property_files_cart_idx" ON "order_property_files" USING btree ("cart_id");