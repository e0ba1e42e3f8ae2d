-- The current audit_log_append_only (decision 026). A change goes here and, copied whole, into a
-- new migration (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
