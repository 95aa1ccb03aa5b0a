ALTER TABLE "social_accounts" ADD COLUMN "posting_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "posting_paused_reason" text;