CREATE INDEX "account_confirmation_tokens_customer_idx" ON "account_confirmation_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "email_change_tokens_customer_idx" ON "email_change_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_customer_idx" ON "password_reset_tokens" USING btree ("customer_id");