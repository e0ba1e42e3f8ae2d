-- The current provider_calls_each. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_calls_each(p_calls jsonb)
RETURNS TABLE (item integer, answer jsonb, error_state text, error_message text)
LANGUAGE plpgsql AS $$
DECLARE
  v_call record;
BEGIN
  PERFORM 1 FROM provider_rounds r
  WHERE (r.vendor_code, r.round_id) IN (SELECT c->>'vendor', c->>'round' FROM jsonb_array_elements(p_calls) c)
  ORDER BY r.vendor_code, r.round_id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (SELECT unnest(ARRAY[(c->>'account')::bigint, (c->>'house')::bigint]) FROM jsonb_array_elements(p_calls) c)
  ORDER BY id FOR NO KEY UPDATE;

  FOR v_call IN SELECT c.value AS p, c.position FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS c(value, position) LOOP
    item := v_call.position;
    answer := NULL;
    error_state := NULL;
    error_message := NULL;
    BEGIN
      answer := CASE v_call.p->>'call' WHEN 'bet' THEN provider_bet(v_call.p) ELSE provider_win(v_call.p) END;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS error_state = RETURNED_SQLSTATE, error_message = MESSAGE_TEXT;
    END;
    RETURN NEXT;
  END LOOP;
END;
$$;
