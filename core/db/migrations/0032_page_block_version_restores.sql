ALTER TABLE "page_block_versions" ADD COLUMN "restored_from_version" integer;--> statement-breakpoint
ALTER TABLE "page_block_versions" ADD COLUMN "restored_from_saved_at" timestamp with time zone;--> statement-breakpoint
-- Restores saved before this migration said so only in their summary ("↺ v2"): the source version
-- and, while it is still kept, when it was saved. The summary goes: the history names the blocks
-- from the version's own blocks, in the editor's language.
UPDATE "page_block_versions" AS "restored"
SET "restored_from_version" = substring("restored"."summary" from '^↺ v(\d+)$')::integer,
  "restored_from_saved_at" = (
    SELECT "source"."saved_at" FROM "page_block_versions" AS "source"
    WHERE "source"."identifier" = "restored"."identifier"
      AND "source"."entity_type" = "restored"."entity_type"
      AND "source"."lang" = "restored"."lang"
      AND "source"."version" = substring("restored"."summary" from '^↺ v(\d+)$')::integer
  )
WHERE "restored"."summary" ~ '^↺ v\d+$';--> statement-breakpoint
ALTER TABLE "page_block_versions" DROP COLUMN "summary";
