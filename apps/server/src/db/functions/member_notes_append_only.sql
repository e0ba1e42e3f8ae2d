-- The current member_notes_append_only (decision 029). A change goes here and, copied whole, into a
-- new migration (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION member_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_notes is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
