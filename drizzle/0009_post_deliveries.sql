CREATE TABLE "post_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"network" text NOT NULL,
	"content" text,
	"thread_parts" text[],
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"posted_part_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"posted_url" text,
	"posted_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_deliveries_post_network_key" UNIQUE("post_id","network")
);
--> statement-breakpoint
ALTER TABLE "post_deliveries" ADD CONSTRAINT "post_deliveries_post_id_scheduled_tweets_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."scheduled_tweets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_deliveries_waiting_idx" ON "post_deliveries" USING btree ("post_id") WHERE "post_deliveries"."status" in ('scheduled', 'posting');