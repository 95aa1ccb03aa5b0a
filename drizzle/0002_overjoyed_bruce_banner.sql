CREATE TABLE "metric_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"x_tweet_id" text NOT NULL,
	"scheduled_tweet_id" uuid NOT NULL,
	"age" text NOT NULL,
	"likes" integer NOT NULL,
	"reposts" integer NOT NULL,
	"replies" integer NOT NULL,
	"quotes" integer NOT NULL,
	"bookmarks" integer NOT NULL,
	"impressions" integer,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "metric_snapshots_post_age_key" UNIQUE("x_tweet_id","age")
);
--> statement-breakpoint
CREATE TABLE "metric_watches" (
	"x_tweet_id" text PRIMARY KEY NOT NULL,
	"scheduled_tweet_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"next_due_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"taken_ages" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "purpose" text DEFAULT 'interview' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_sessions" ADD COLUMN "previous_session_id" uuid;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "metrics_unavailable" text;--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_scheduled_tweet_id_scheduled_tweets_id_fk" FOREIGN KEY ("scheduled_tweet_id") REFERENCES "public"."scheduled_tweets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_watches" ADD CONSTRAINT "metric_watches_scheduled_tweet_id_scheduled_tweets_id_fk" FOREIGN KEY ("scheduled_tweet_id") REFERENCES "public"."scheduled_tweets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_watches" ADD CONSTRAINT "metric_watches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_snapshots_tweet_idx" ON "metric_snapshots" USING btree ("scheduled_tweet_id","taken_at");--> statement-breakpoint
CREATE INDEX "metric_watches_due_idx" ON "metric_watches" USING btree ("next_due_at") WHERE "metric_watches"."next_due_at" is not null;--> statement-breakpoint
CREATE INDEX "metric_watches_tweet_idx" ON "metric_watches" USING btree ("scheduled_tweet_id");--> statement-breakpoint
ALTER TABLE "marketing_sessions" ADD CONSTRAINT "marketing_sessions_previous_session_id_marketing_sessions_id_fk" FOREIGN KEY ("previous_session_id") REFERENCES "public"."marketing_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_sessions_previous_idx" ON "marketing_sessions" USING btree ("previous_session_id");