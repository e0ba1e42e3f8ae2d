-- The current provider_calls_batch. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_calls_batch(p_calls jsonb)
RETURNS TABLE (item integer, answer jsonb, error_state text, error_message text)
LANGUAGE plpgsql
-- A batch touches a few rows by key: index lookups, whatever the planner guesses jsonb_to_recordset holds.
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  v_plan record;
BEGIN
  v_plan := provider_plan_calls(p_calls);
  IF NOT v_plan.ok THEN
    RETURN QUERY SELECT * FROM provider_calls_each(p_calls);
    RETURN;
  END IF;

  PERFORM ledger_apply_transfers(v_plan.transfers, v_plan.debit_member, v_plan.credit_member);

  -- The rounds: a bet adds to its round (opening it when new), a win settles it.
  WITH calls AS (
    SELECT c.value AS p, c.value->>'call' = 'bet' AS is_bet, (c.value->>'amount')::bigint AS amount,
           coalesce((c.value->>'round_closed')::boolean, false) AS closed, (c.value->>'at')::timestamptz AS at
    FROM jsonb_array_elements(p_calls) AS c(value)
  ), settled AS (
    UPDATE provider_rounds r
    SET bet_total = r.bet_total + CASE WHEN c.is_bet THEN c.amount ELSE 0 END,
        win_total = r.win_total + CASE WHEN c.is_bet THEN 0 ELSE c.amount END,
        has_win = r.has_win OR (NOT c.is_bet AND c.amount > 0),
        status = CASE WHEN NOT c.is_bet AND c.closed THEN 'CLOSED' ELSE r.status END,
        settled_at = CASE WHEN NOT c.is_bet AND (c.closed OR c.amount > 0) THEN c.at ELSE r.settled_at END
    FROM calls c
    -- The plan checked these rounds under lock, all but one kind: a round the plan found absent may
    -- have been opened since by a call that shares no account with this batch. If it is the
    -- member's open round, the bet adds to it (as provider_bet would); if not, it is left alone,
    -- and the insert below meets it and fails the batch, whose calls then go one by one.
    -- The member is compared with IS NOT DISTINCT FROM (member_id is never null), which no index
    -- can serve: with `=`, provider_rounds_member (member_id, started_at) fitted as well as the key
    -- while the table was small, and a plan cached then read every round of the member per call.
    WHERE r.vendor_code = c.p->>'vendor' AND r.round_id = c.p->>'round'
      AND r.member_id IS NOT DISTINCT FROM (c.p->>'member_id')::bigint AND (NOT c.is_bet OR r.status = 'OPEN')
    RETURNING r.vendor_code, r.round_id
  )
  INSERT INTO provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, status, started_at)
  SELECT c.p->>'vendor', c.p->>'round', (c.p->>'member_id')::bigint, c.p->>'game_code', c.p->>'currency', c.amount,
         'OPEN', c.at
  FROM calls c
  WHERE c.is_bet AND NOT EXISTS (SELECT 1 FROM settled s WHERE s.vendor_code = c.p->>'vendor' AND s.round_id = c.p->>'round');

  -- The calls, each with the answer a repeat of it gets.
  RETURN QUERY
  WITH calls AS (
    SELECT c.position, c.value AS p, c.value->>'call' = 'bet' AS is_bet, (c.value->>'amount')::bigint AS amount
    FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS c(value, position)
  ), moved AS (
    -- A bet or a win of more than 0 made its transfer; a win of 0 only read the balance.
    SELECT c.*, CASE WHEN c.is_bet OR c.amount > 0 THEN (c.p->>'transfer_id')::uuid END AS transfer,
           CASE WHEN c.is_bet THEN v_plan.debit_after[c.position] ELSE v_plan.credit_after[c.position] END AS balance
    FROM calls c
  ), answers AS (
    SELECT m.*, jsonb_build_object('code', 'OK', 'value', provider_value(m.p, m.balance, m.transfer)) AS answer
    FROM moved m
  ), stored AS (
    INSERT INTO provider_transactions (vendor_code, transaction_id, kind, payload_hash, member_id, round_id, amount,
                                       reference_id, ledger_transfer_id, answer, created_at)
    SELECT a.p->>'vendor', a.p->>'transaction_id', CASE WHEN a.is_bet THEN 'BET' ELSE 'WIN' END, a.p->>'payload_hash',
           (a.p->>'member_id')::bigint, a.p->>'round', a.amount, a.p->>'reference_id', a.transfer, a.answer,
           (a.p->>'at')::timestamptz
    FROM answers a
  )
  SELECT a.position::integer, a.answer, NULL::text, NULL::text FROM answers a ORDER BY a.position;
END;
$$;
