ALTER TABLE "marketing_sessions" ADD COLUMN "tone_rules" jsonb;--> statement-breakpoint
ALTER TABLE "scheduled_tweets" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;