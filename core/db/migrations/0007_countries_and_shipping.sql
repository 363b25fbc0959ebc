CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso_code2" text NOT NULL,
	"names" jsonb NOT NULL,
	"is_shipping_country" boolean DEFAULT true NOT NULL,
	CONSTRAINT "countries_iso_code2_unique" UNIQUE("iso_code2")
);
--> statement-breakpoint
CREATE TABLE "country_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_profiles" (
	"id" integer PRIMARY KEY NOT NULL,
	"parcel_service_name" text NOT NULL,
	"preset_names" jsonb NOT NULL,
	"shows_privacy_hint" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"shipping_profile_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"free_from_cents" integer,
	CONSTRAINT "shipping_rates_shipping_profile_id_country_id_pk" PRIMARY KEY("shipping_profile_id","country_id")
);
--> statement-breakpoint
ALTER TABLE "country_states" ADD CONSTRAINT "country_states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_shipping_profile_id_shipping_profiles_id_fk" FOREIGN KEY ("shipping_profile_id") REFERENCES "public"."shipping_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "country_states_country_idx" ON "country_states" USING btree ("country_id");