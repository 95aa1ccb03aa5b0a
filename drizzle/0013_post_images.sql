CREATE TABLE "post_image_uploads" (
	"image_id" uuid NOT NULL,
	"network" text NOT NULL,
	"media_id" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_image_uploads_image_id_network_pk" PRIMARY KEY("image_id","network")
);
--> statement-breakpoint
CREATE TABLE "post_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_image_uploads" ADD CONSTRAINT "post_image_uploads_image_id_post_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."post_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_id_scheduled_tweets_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."scheduled_tweets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_images_post_idx" ON "post_images" USING btree ("post_id","position");--> statement-breakpoint
-- The session read shows each post's pictures: a statement on them bumps each session it touched
-- once (as 0004's triggers do for posts), sessions locked in id order.
CREATE FUNCTION touch_sessions_of_post_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM marketing_sessions WHERE id IN (
      SELECT t.session_id FROM scheduled_tweets t WHERE t.id IN (SELECT post_id FROM new_rows)) ORDER BY id FOR UPDATE;
    UPDATE marketing_sessions SET read_version = read_version + 1 WHERE id IN (
      SELECT t.session_id FROM scheduled_tweets t WHERE t.id IN (SELECT post_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM marketing_sessions WHERE id IN (
      SELECT t.session_id FROM scheduled_tweets t WHERE t.id IN (SELECT post_id FROM old_rows)) ORDER BY id FOR UPDATE;
    UPDATE marketing_sessions SET read_version = read_version + 1 WHERE id IN (
      SELECT t.session_id FROM scheduled_tweets t WHERE t.id IN (SELECT post_id FROM old_rows));
  ELSE
    PERFORM 1 FROM marketing_sessions WHERE id IN (
      SELECT t.session_id FROM scheduled_tweets t
      WHERE t.id IN (SELECT post_id FROM new_rows UNION SELECT post_id FROM old_rows)) ORDER BY id FOR UPDATE;
    UPDATE marketing_sessions SET read_version = read_version + 1 WHERE id IN (
      SELECT t.session_id FROM scheduled_tweets t
      WHERE t.id IN (SELECT post_id FROM new_rows UNION SELECT post_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_images_touch_session_insert AFTER INSERT ON post_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_post_rows();
--> statement-breakpoint
CREATE TRIGGER post_images_touch_session_update AFTER UPDATE ON post_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_post_rows();
--> statement-breakpoint
CREATE TRIGGER post_images_touch_session_delete AFTER DELETE ON post_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_post_rows();
--> statement-breakpoint
-- …and so does each post's delivery to another network (its variant, its status): the read shows them.
CREATE TRIGGER post_deliveries_touch_session_insert AFTER INSERT ON post_deliveries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_post_rows();
--> statement-breakpoint
CREATE TRIGGER post_deliveries_touch_session_update AFTER UPDATE ON post_deliveries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_post_rows();
--> statement-breakpoint
CREATE TRIGGER post_deliveries_touch_session_delete AFTER DELETE ON post_deliveries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_post_rows();
