-- The current provider_plan_calls. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_plan_calls(p_calls jsonb, OUT ok boolean, OUT transfers jsonb,
  OUT debit_after bigint[], OUT credit_after bigint[], OUT debit_member bigint[], OUT credit_member bigint[])
LANGUAGE plpgsql
-- A batch touches a few rows by key: index lookups, whatever the planner guesses jsonb_to_recordset holds.
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  v_plan record;
BEGIN
  -- The locks first, in the order every provider call takes them — the rounds, then the accounts
  -- — each in a statement of its own, so that the checks below read what was committed before
  -- they were granted (a round another process opened meanwhile is then seen).
  PERFORM 1 FROM provider_rounds r
  WHERE (r.vendor_code, r.round_id) IN (SELECT c->>'vendor', c->>'round' FROM jsonb_array_elements(p_calls) c)
  ORDER BY r.vendor_code, r.round_id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (SELECT unnest(ARRAY[(c->>'account')::bigint, (c->>'house')::bigint]) FROM jsonb_array_elements(p_calls) c)
  ORDER BY id FOR NO KEY UPDATE;

  WITH calls AS (
    SELECT c.position, c.value AS p, c.value->>'call' = 'bet' AS is_bet, (c.value->>'amount')::bigint AS amount
    FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS c(value, position)
  )
  SELECT coalesce(bool_and(
           t.transaction_id IS NULL
           AND CASE WHEN c.is_bet
                 THEN c.amount > 0 AND (r.round_id IS NULL OR (r.member_id = (c.p->>'member_id')::bigint AND r.status = 'OPEN'))
                 ELSE c.amount >= 0 AND r.round_id IS NOT NULL AND r.member_id = (c.p->>'member_id')::bigint
                      AND r.status <> 'ROLLED_BACK' AND (b.transaction_id IS NULL OR NOT (b.rolled_back OR b.kind = 'TOMBSTONE'))
               END), false)
           AND count(DISTINCT (c.p->>'vendor', c.p->>'transaction_id')) = count(*)
           AND count(DISTINCT (c.p->>'vendor', c.p->>'round')) = count(*),
         jsonb_agg(CASE
           WHEN c.is_bet THEN jsonb_build_object('id', c.p->'transfer_id', 'debit', c.p->'account', 'credit', c.p->'house',
             'amount', c.amount, 'currency', c.p->'currency', 'kind', 'BET', 'metadata', c.p->'metadata',
             'at', c.p->'at', 'cover', true)
           WHEN c.amount > 0 THEN jsonb_build_object('id', c.p->'transfer_id', 'debit', c.p->'house', 'credit', c.p->'account',
             'amount', c.amount, 'currency', c.p->'currency',
             'kind', CASE WHEN coalesce((c.p->>'is_bonus')::boolean, false) THEN 'BONUS' ELSE 'WIN' END,
             'metadata', c.p->'metadata', 'at', c.p->'at')
           ELSE jsonb_build_object('credit', c.p->'account', 'amount', 0, 'currency', c.p->'currency', 'peek', true)
         END ORDER BY c.position)
  INTO ok, transfers
  FROM calls c
  LEFT JOIN provider_rounds r ON r.vendor_code = c.p->>'vendor' AND r.round_id = c.p->>'round'
  LEFT JOIN provider_transactions t ON t.vendor_code = c.p->>'vendor' AND t.transaction_id = c.p->>'transaction_id'
  LEFT JOIN provider_transactions b ON b.vendor_code = c.p->>'vendor' AND b.transaction_id = c.p->>'reference_id';

  IF ok THEN
    v_plan := ledger_plan_transfers(transfers);
    ok := v_plan.ok;
    debit_after := v_plan.debit_after;
    credit_after := v_plan.credit_after;
    debit_member := v_plan.debit_member;
    credit_member := v_plan.credit_member;
  END IF;
END;
$$;
