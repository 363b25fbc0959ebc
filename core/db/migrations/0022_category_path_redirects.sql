CREATE TABLE "category_path_redirects" (
	"lang" text NOT NULL,
	"path" text NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_path_redirects_lang_path_pk" PRIMARY KEY("lang","path")
);
--> statement-breakpoint
ALTER TABLE "category_path_redirects" ADD CONSTRAINT "category_path_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;