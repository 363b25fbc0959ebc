CREATE TABLE "editors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "editors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "editors_email_key" ON "editors" USING btree (lower("email"));