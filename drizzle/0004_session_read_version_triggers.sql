-- marketing_sessions.read_version counts every change the session read shows, so a server can keep
-- the read's JSON and know, with one indexed lookup, whether it is still current. Triggers keep it
-- for every writer (routes, scheduler, CLI, another server process on the same Postgres).

-- Any update of the session row itself bumps it (unless the update already did).
CREATE FUNCTION bump_session_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.read_version := OLD.read_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER marketing_sessions_read_version BEFORE UPDATE ON marketing_sessions
  FOR EACH ROW WHEN (NEW.read_version = OLD.read_version) EXECUTE FUNCTION bump_session_read_version();
--> statement-breakpoint
-- A statement on pillars or posts bumps each session it touched once. The rows are locked in id order
-- first, so two statements touching the same sessions cannot deadlock.
CREATE FUNCTION touch_sessions_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM marketing_sessions WHERE id IN (SELECT session_id FROM new_rows) ORDER BY id FOR UPDATE;
    UPDATE marketing_sessions SET read_version = read_version + 1 WHERE id IN (SELECT session_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM marketing_sessions WHERE id IN (SELECT session_id FROM old_rows) ORDER BY id FOR UPDATE;
    UPDATE marketing_sessions SET read_version = read_version + 1 WHERE id IN (SELECT session_id FROM old_rows);
  ELSE
    PERFORM 1 FROM marketing_sessions
      WHERE id IN (SELECT session_id FROM new_rows UNION SELECT session_id FROM old_rows) ORDER BY id FOR UPDATE;
    UPDATE marketing_sessions SET read_version = read_version + 1
      WHERE id IN (SELECT session_id FROM new_rows UNION SELECT session_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scheduled_tweets_touch_session_insert AFTER INSERT ON scheduled_tweets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_rows();
--> statement-breakpoint
CREATE TRIGGER scheduled_tweets_touch_session_update AFTER UPDATE ON scheduled_tweets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_rows();
--> statement-breakpoint
CREATE TRIGGER scheduled_tweets_touch_session_delete AFTER DELETE ON scheduled_tweets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_rows();
--> statement-breakpoint
CREATE TRIGGER narrative_pillars_touch_session_insert AFTER INSERT ON narrative_pillars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_rows();
--> statement-breakpoint
CREATE TRIGGER narrative_pillars_touch_session_update AFTER UPDATE ON narrative_pillars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_rows();
--> statement-breakpoint
CREATE TRIGGER narrative_pillars_touch_session_delete AFTER DELETE ON narrative_pillars
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_sessions_of_rows();
--> statement-breakpoint
-- The read shows whether the interview has ended.
CREATE FUNCTION touch_session_of_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE marketing_sessions SET read_version = read_version + 1 WHERE conversation_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversations_touch_session AFTER UPDATE OF ended_at ON conversations
  FOR EACH ROW WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at) EXECUTE FUNCTION touch_session_of_conversation();
