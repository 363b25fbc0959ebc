CREATE TABLE "page_block_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_block_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"entity_type" text NOT NULL,
	"lang" text NOT NULL,
	"version" integer NOT NULL,
	"blocks" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"saved_by" integer,
	"saved_by_name" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_blocks" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD COLUMN "updated_by" integer;--> statement-breakpoint
CREATE INDEX "page_block_versions_page_idx" ON "page_block_versions" USING btree ("identifier","entity_type","lang","version");