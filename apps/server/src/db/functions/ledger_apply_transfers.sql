-- The current ledger_apply_transfers. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION ledger_apply_transfers(p_transfers jsonb, p_debit_member bigint[], p_credit_member bigint[])
RETURNS void
LANGUAGE plpgsql
-- A batch touches a few rows by key: index lookups, whatever the planner guesses jsonb_to_recordset holds.
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  WITH items AS (
    SELECT t.id, t.debit, t.credit, t.amount, t.currency, t.kind, t.reference, t.metadata, t.at, t.position,
           coalesce(t.pending, false) AS pending
    FROM ROWS FROM (jsonb_to_recordset(p_transfers)
        AS (id uuid, debit bigint, credit bigint, amount bigint, currency text, kind text, pending boolean,
            peek boolean, reference text, metadata jsonb, at timestamptz))
      WITH ORDINALITY AS t(id, debit, credit, amount, currency, kind, pending, peek, reference, metadata, at, position)
    WHERE NOT coalesce(t.peek, false)
  ), inserted AS (
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, debit_member_id, credit_member_id,
                                  amount, currency, kind, status, reference, metadata, created_at)
    SELECT i.id, i.debit, i.credit, p_debit_member[i.position], p_credit_member[i.position], i.amount, i.currency,
           i.kind, CASE WHEN i.pending THEN 'PENDING' ELSE 'POSTED' END, i.reference,
           coalesce(i.metadata, '{}'::jsonb), i.at
    FROM items i
  ), moves AS (
    SELECT leg.account, sum(leg.balance_delta) AS balance_delta, sum(leg.held_delta) AS held_delta
    FROM (SELECT i.debit AS account, CASE WHEN i.pending THEN 0 ELSE -i.amount END AS balance_delta,
                 CASE WHEN i.pending THEN i.amount ELSE 0 END AS held_delta
          FROM items i
          UNION ALL
          SELECT i.credit, CASE WHEN i.pending THEN 0 ELSE i.amount END, 0 FROM items i) leg
    GROUP BY leg.account
  )
  UPDATE ledger_accounts a SET balance = a.balance + m.balance_delta, pending_debits = a.pending_debits + m.held_delta
  FROM moves m WHERE a.id = m.account;
END;
$$;
