CREATE TABLE "session_revocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_revocations_revoked_at_idx" ON "session_revocations" USING btree ("revoked_at");--> statement-breakpoint
-- Every deleted session (sign-out, revocation, a ban, a removed user) is recorded and announced, so
-- every replica stops trusting its signed cookie cache at once (src/server/auth/revocations.ts).
CREATE FUNCTION record_session_revocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_revocations (token) VALUES (OLD.token);
  PERFORM pg_notify('session_revoked', '');
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_revocation AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION record_session_revocation();
