ALTER TABLE "metric_snapshots" RENAME COLUMN "x_tweet_id" TO "network_post_id";--> statement-breakpoint
ALTER TABLE "metric_watches" RENAME COLUMN "x_tweet_id" TO "network_post_id";--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD COLUMN "network" text DEFAULT 'x' NOT NULL;--> statement-breakpoint
ALTER TABLE "metric_watches" ADD COLUMN "network" text DEFAULT 'x' NOT NULL;--> statement-breakpoint
ALTER TABLE "metric_snapshots" DROP CONSTRAINT "metric_snapshots_post_age_key";--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_post_age_key" UNIQUE("network","network_post_id","age");--> statement-breakpoint
ALTER TABLE "metric_watches" DROP CONSTRAINT "metric_watches_pkey";--> statement-breakpoint
ALTER TABLE "metric_watches" ADD CONSTRAINT "metric_watches_pkey" PRIMARY KEY("network","network_post_id");
