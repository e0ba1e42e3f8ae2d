-- The current provider_win. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_win(p jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb;
  v_round provider_rounds%ROWTYPE;
  v_bet provider_transactions%ROWTYPE;
  v_amount bigint := (p->>'amount')::bigint;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_closed boolean := coalesce((p->>'round_closed')::boolean, false);
  v_bonus boolean := coalesce((p->>'is_bonus')::boolean, false);
  v_balance bigint;
  v_transfer uuid;
  v_posted record;
BEGIN
  v_answer := provider_claim(p, 'WIN');
  IF v_answer IS NOT NULL THEN
    RETURN v_answer;
  END IF;

  SELECT * INTO v_round FROM provider_rounds WHERE vendor_code = p->>'vendor' AND round_id = p->>'round' FOR UPDATE;
  IF NOT FOUND THEN
    IF NOT v_bonus THEN
      RETURN provider_settle(p, jsonb_build_object('code', 'UNKNOWN_ROUND', 'value', NULL), NULL);
    END IF;
    v_round := provider_open_round(p);
  END IF;
  IF v_round.member_id <> (p->>'member_id')::bigint THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'VALIDATION', 'value',
      jsonb_build_object('fields', jsonb_build_object('round', 'This round is another player’s'))), NULL);
  END IF;
  IF v_round.status = 'ROLLED_BACK' THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'WIN_AFTER_ROLLBACK', 'value', NULL), NULL);
  END IF;
  IF p->>'reference_id' IS NOT NULL THEN
    SELECT * INTO v_bet FROM provider_transactions WHERE vendor_code = p->>'vendor' AND transaction_id = p->>'reference_id';
    IF FOUND AND (v_bet.rolled_back OR v_bet.kind = 'TOMBSTONE') THEN
      RETURN provider_settle(p, jsonb_build_object('code', 'WIN_AFTER_ROLLBACK', 'value', NULL), NULL);
    END IF;
  END IF;

  IF v_amount > 0 THEN
    SELECT balance INTO v_balance FROM ledger_accounts WHERE id = (p->>'account')::bigint FOR NO KEY UPDATE;
    IF coalesce(v_balance, 0) + v_amount > ledger_balance_ceiling() THEN
      RETURN provider_settle(p, jsonb_build_object('code', 'BALANCE_LIMIT', 'value',
        jsonb_build_object('user', p->>'member_id', 'currency', p->>'currency', 'balance', coalesce(v_balance, 0)::text)), NULL);
    END IF;
    SELECT * INTO STRICT v_posted FROM ledger_transfer((p->>'transfer_id')::uuid, (p->>'house')::bigint,
      (p->>'account')::bigint, v_amount, p->>'currency', CASE WHEN v_bonus THEN 'BONUS' ELSE 'WIN' END, false, NULL,
      p->'metadata', NULL, v_at);
    v_balance := v_posted.credit_balance;
    v_transfer := v_posted.transfer_id;
  ELSE
    SELECT balance INTO v_balance FROM ledger_accounts WHERE id = (p->>'account')::bigint FOR NO KEY UPDATE;
  END IF;

  UPDATE provider_rounds
  SET win_total = win_total + v_amount,
      has_win = has_win OR v_amount > 0,
      status = CASE WHEN v_closed THEN 'CLOSED' ELSE status END,
      settled_at = CASE WHEN v_closed OR v_amount > 0 THEN v_at ELSE settled_at END
  WHERE vendor_code = p->>'vendor' AND round_id = p->>'round';
  RETURN provider_settle(p, jsonb_build_object('code', 'OK', 'value',
    provider_value(p, coalesce(v_balance, 0), v_transfer)), v_transfer);
END;
$$;
