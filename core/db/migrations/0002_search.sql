-- Full-text search over item texts: German stemming for German texts, English for English ones,
-- plus trigram indexes for typo tolerance ("Rasirspiegel" still finds "Rasierspiegel").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "item_texts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(CASE WHEN "lang" = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, coalesce("name", '')), 'A') ||
  setweight(to_tsvector(CASE WHEN "lang" = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, coalesce("keywords", '')), 'B') ||
  setweight(to_tsvector(CASE WHEN "lang" = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, coalesce("short_description", '')), 'C') ||
  setweight(to_tsvector(CASE WHEN "lang" = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, coalesce("description", '')), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "item_texts_search_idx" ON "item_texts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "item_texts_name_trgm_idx" ON "item_texts" USING gin ("name" gin_trgm_ops);
