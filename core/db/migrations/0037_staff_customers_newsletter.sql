ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "editors" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "editors" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "editors" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "editors" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "editors" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "editors" ADD COLUMN "recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;