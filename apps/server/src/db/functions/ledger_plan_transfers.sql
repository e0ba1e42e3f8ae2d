-- The current ledger_plan_transfers. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION ledger_plan_transfers(p_transfers jsonb, OUT ok boolean, OUT debit_after bigint[],
  OUT credit_after bigint[], OUT debit_member bigint[], OUT credit_member bigint[])
LANGUAGE plpgsql
-- A batch touches a few rows by key: index lookups, whatever the planner guesses jsonb_to_recordset holds.
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  -- The locks first, in a statement of their own, so that the plan (a statement whose snapshot is
  -- taken when it starts) reads what was committed before they were granted: a transfer of the
  -- batch that the transaction it waited for committed is then a replay, as item by item.
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (SELECT unnest(CASE WHEN coalesce(t.peek, false) THEN ARRAY[t.credit] ELSE ARRAY[t.debit, t.credit] END)
               FROM jsonb_to_recordset(p_transfers) AS t(debit bigint, credit bigint, peek boolean))
  ORDER BY id FOR NO KEY UPDATE;

  WITH items AS (
    SELECT t.id, t.debit, t.credit, t.amount, t.currency, t.kind, t.at, t.position,
           coalesce(t.pending, false) AS pending, coalesce(t.cover, false) AS cover, coalesce(t.peek, false) AS peek
    FROM ROWS FROM (jsonb_to_recordset(p_transfers)
        AS (id uuid, debit bigint, credit bigint, amount bigint, currency text, kind text, pending boolean,
            cover boolean, peek boolean, at timestamptz))
      WITH ORDINALITY AS t(id, debit, credit, amount, currency, kind, pending, cover, peek, at, position)
  ), locked AS MATERIALIZED (
    SELECT a.id, a.member_id, a.currency, a.balance, a.pending_debits, a.non_negative FROM ledger_accounts a
    WHERE a.id IN (SELECT i.debit FROM items i WHERE NOT i.peek UNION SELECT i.credit FROM items i)
  ), legs AS (
    -- Each transfer is two legs: what it does to the account's balance, and to what it may spend.
    SELECT i.position, i.id, i.currency, i.peek, true AS is_debit, i.cover,
           CASE WHEN i.peek THEN NULL ELSE i.debit END AS account,
           CASE WHEN i.pending THEN 0 ELSE -i.amount END AS balance_delta, -i.amount AS spendable_delta,
           i.peek OR (i.amount > 0 AND i.debit <> i.credit AND i.kind IS NOT NULL AND i.at IS NOT NULL
                      AND i.id IS NOT NULL) AS well_formed
    FROM items i
    UNION ALL
    SELECT i.position, i.id, i.currency, i.peek, false, false, i.credit,
           CASE WHEN i.pending OR i.peek THEN 0 ELSE i.amount END,
           CASE WHEN i.pending OR i.peek THEN 0 ELSE i.amount END,
           true
    FROM items i
  ), running AS (
    SELECT l.position, l.is_debit, a.member_id,
           (a.balance + sum(l.balance_delta) OVER turn)::bigint AS balance_after,
           l.well_formed
             AND ((l.peek AND l.is_debit)
                  OR (a.id IS NOT NULL AND a.currency = l.currency
                      AND (NOT (a.non_negative OR l.cover)
                           OR (a.balance + sum(l.balance_delta) OVER turn >= 0
                               AND a.balance - a.pending_debits + sum(l.spendable_delta) OVER turn >= 0))
                      AND (NOT a.non_negative OR a.balance + sum(l.balance_delta) OVER turn <= ledger_balance_ceiling()))) AS ok
    FROM legs l LEFT JOIN locked a ON a.id = l.account
    WINDOW turn AS (PARTITION BY l.account ORDER BY l.position ROWS UNBOUNDED PRECEDING)
  )
  SELECT coalesce(bool_and(r.ok), false)
           AND (SELECT count(DISTINCT i.id) = count(*) FROM items i WHERE NOT i.peek)
           AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id IN (SELECT i.id FROM items i WHERE NOT i.peek)),
         array_agg(r.balance_after ORDER BY r.position) FILTER (WHERE r.is_debit),
         array_agg(r.balance_after ORDER BY r.position) FILTER (WHERE NOT r.is_debit),
         array_agg(r.member_id ORDER BY r.position) FILTER (WHERE r.is_debit),
         array_agg(r.member_id ORDER BY r.position) FILTER (WHERE NOT r.is_debit)
  INTO ok, debit_after, credit_after, debit_member, credit_member
  FROM running r;
END;
$$;
