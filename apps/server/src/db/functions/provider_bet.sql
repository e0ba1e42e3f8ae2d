-- The current provider_bet. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_bet(p jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb;
  v_round provider_rounds%ROWTYPE;
  v_amount bigint := (p->>'amount')::bigint;
  v_balance bigint;
  v_held bigint;
  v_posted record;
BEGIN
  v_answer := provider_claim(p, 'BET');
  IF v_answer IS NOT NULL THEN
    RETURN v_answer;
  END IF;

  SELECT * INTO v_round FROM provider_rounds WHERE vendor_code = p->>'vendor' AND round_id = p->>'round' FOR UPDATE;
  IF FOUND AND v_round.member_id <> (p->>'member_id')::bigint THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'VALIDATION', 'value',
      jsonb_build_object('fields', jsonb_build_object('round', 'This round is another player’s'))), NULL);
  END IF;
  IF FOUND AND v_round.status <> 'OPEN' THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'ROUND_CLOSED', 'value', NULL), NULL);
  END IF;

  SELECT balance, pending_debits INTO v_balance, v_held FROM ledger_accounts
  WHERE id = (p->>'account')::bigint FOR NO KEY UPDATE;
  IF coalesce(v_balance, 0) - coalesce(v_held, 0) < v_amount THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'INSUFFICIENT_FUNDS', 'value',
      jsonb_build_object('user', p->>'member_id', 'currency', p->>'currency', 'balance', coalesce(v_balance, 0)::text)), NULL);
  END IF;
  IF v_round.round_id IS NULL THEN
    PERFORM provider_open_round(p);
  END IF;

  SELECT * INTO STRICT v_posted FROM ledger_transfer((p->>'transfer_id')::uuid, (p->>'account')::bigint,
    (p->>'house')::bigint, v_amount, p->>'currency', 'BET', false, NULL, p->'metadata', NULL, (p->>'at')::timestamptz);
  UPDATE provider_rounds SET bet_total = bet_total + v_amount
  WHERE vendor_code = p->>'vendor' AND round_id = p->>'round';
  RETURN provider_settle(p, jsonb_build_object('code', 'OK', 'value',
    provider_value(p, v_posted.debit_balance, v_posted.transfer_id)), v_posted.transfer_id);
END;
$$;
