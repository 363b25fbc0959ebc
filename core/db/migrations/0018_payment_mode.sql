ALTER TABLE "payments" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "mode" = 'test' WHERE "mollie_payment_id" IN (SELECT "id" FROM "mollie_sandbox_payments");
