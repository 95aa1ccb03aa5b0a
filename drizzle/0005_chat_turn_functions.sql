-- A chat turn's writes as one statement each: on the embedded database every statement is a trip to its
-- thread and holds the whole database while a transaction waits for the server, on Postgres a pooled
-- connection; PL/pgSQL also keeps the statements' plans. The rules stay where the server's code says
-- (src/server/rate-limit/service.ts, src/server/conversations/service.ts), which call these.

-- The fixed-window counter: counts p_cost against each key, restarting a key whose window began at or
-- before p_window_start. Returns each key's count and window start (milliseconds since the epoch).
CREATE FUNCTION consume_limits(p_keys jsonb, p_now timestamptz, p_window_start timestamptz, p_cost integer)
RETURNS TABLE (limit_key text, used integer, window_start_ms double precision) LANGUAGE sql AS $$
  INSERT INTO rate_limits AS r (key, window_start, count)
  SELECT k, p_now, p_cost FROM jsonb_array_elements_text(p_keys) AS k
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN r.window_start <= p_window_start THEN p_cost ELSE r.count + p_cost END,
    window_start = CASE WHEN r.window_start <= p_window_start THEN p_now ELSE r.window_start END
  RETURNING r.key, r.count, extract(epoch FROM r.window_start)::double precision * 1000
$$;
--> statement-breakpoint
-- Appends p_items ([{persona, content}], in order) to a conversation under its row lock, so concurrent
-- writers queue for the next ordering. With limits given, one write is counted against the conversation's
-- and its owner's message-write limits first; p_max_messages caps the conversation; p_ends ends it.
-- Refusals raise (and so undo the counting): CH404 no such conversation; CH429 a limit is passed (DETAIL:
-- {"limit", "window_start_ms"} of the first key passed, the conversation's before the owner's); CH409 the
-- conversation is full.
CREATE FUNCTION append_messages(
  p_conversation uuid, p_items jsonb, p_now timestamptz, p_window_start timestamptz,
  p_conversation_limit integer, p_user_limit integer, p_max_messages integer, p_ends boolean
) RETURNS SETOF messages LANGUAGE plpgsql AS $$
DECLARE
  v_owner text;
  v_over record;
  v_wanted integer := jsonb_array_length(p_items);
  v_stored integer;
BEGIN
  SELECT owner_id INTO v_owner FROM conversations WHERE id = p_conversation FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'conversation not found' USING ERRCODE = 'CH404';
  END IF;
  IF p_conversation_limit IS NOT NULL THEN
    SELECT l.lim, c.window_start_ms INTO v_over
    FROM consume_limits(
      jsonb_build_array('messages-conversation:' || p_conversation, 'messages-user:' || v_owner), p_now, p_window_start, 1
    ) AS c
    JOIN (VALUES ('messages-conversation:' || p_conversation, p_conversation_limit, 1),
                 ('messages-user:' || v_owner, p_user_limit, 2)) AS l (key, lim, pos) ON l.key = c.limit_key
    WHERE c.used > l.lim
    ORDER BY l.pos
    LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'too many messages' USING ERRCODE = 'CH429',
        DETAIL = json_build_object('limit', v_over.lim, 'window_start_ms', v_over.window_start_ms)::text;
    END IF;
  END IF;
  RETURN QUERY
  INSERT INTO messages (conversation_id, persona, content, ordering)
  SELECT p_conversation, item.persona, item.content,
         coalesce((SELECT max(m.ordering) FROM messages m WHERE m.conversation_id = p_conversation), -1) + item.n
  FROM jsonb_to_recordset(p_items) AS item (persona smallint, content text, n integer)
  WHERE (SELECT count(*) FROM messages m WHERE m.conversation_id = p_conversation) + v_wanted <= p_max_messages
  RETURNING *;
  GET DIAGNOSTICS v_stored = ROW_COUNT;
  IF v_stored < v_wanted THEN
    RAISE EXCEPTION 'conversation is full' USING ERRCODE = 'CH409';
  END IF;
  IF p_ends THEN
    UPDATE conversations SET ended_at = p_now WHERE id = p_conversation;
  END IF;
END $$;
