-- The current agent_settlement_statements_immutable (decision 035). A change goes here and, copied whole, into a
-- new migration (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION agent_settlement_statements_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agent_settlement_statements are immutable: % refused (a later statement corrects)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
