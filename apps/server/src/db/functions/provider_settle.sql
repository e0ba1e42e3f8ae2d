-- The current provider_settle. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_settle(p jsonb, p_answer jsonb, p_transfer uuid)
RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE provider_transactions SET answer = p_answer, ledger_transfer_id = p_transfer
  WHERE vendor_code = p->>'vendor' AND transaction_id = p->>'transaction_id';
  RETURN p_answer;
END;
$$;
