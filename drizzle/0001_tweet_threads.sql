ALTER TABLE "scheduled_tweets" ADD COLUMN "thread_parts" text[];--> statement-breakpoint
ALTER TABLE "scheduled_tweets" ADD COLUMN "posted_part_ids" text[] DEFAULT '{}'::text[] NOT NULL;