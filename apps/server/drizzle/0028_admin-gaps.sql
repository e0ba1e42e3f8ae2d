-- Staff notes on a member are append-only in the database, like the audit log (decisions 026, 029):
-- no route changes or deletes one, and now no caller can either.
CREATE OR REPLACE FUNCTION member_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_notes is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_notes_append_only" BEFORE UPDATE OR DELETE ON "member_notes" FOR EACH ROW EXECUTE FUNCTION member_notes_append_only();--> statement-breakpoint
CREATE TRIGGER "member_notes_no_truncate" BEFORE TRUNCATE ON "member_notes" FOR EACH STATEMENT EXECUTE FUNCTION member_notes_append_only();
