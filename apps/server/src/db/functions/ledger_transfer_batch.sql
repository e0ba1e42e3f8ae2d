-- The current ledger_transfer_batch. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION ledger_transfer_batch(p_transfers jsonb)
RETURNS TABLE (item integer, transfer_id uuid, transfer_status text, replayed boolean, debit_balance bigint,
               credit_balance bigint, error_state text, error_constraint text, error_message text)
LANGUAGE plpgsql
-- A batch touches a few rows by key: index lookups, whatever the planner guesses jsonb_to_recordset holds.
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  v_plan record;
BEGIN
  v_plan := ledger_plan_transfers(p_transfers);
  IF NOT v_plan.ok THEN
    RETURN QUERY SELECT * FROM ledger_transfer_each(p_transfers);
    RETURN;
  END IF;
  PERFORM ledger_apply_transfers(p_transfers, v_plan.debit_member, v_plan.credit_member);
  RETURN QUERY
    SELECT t.position::integer, t.id, CASE WHEN coalesce(t.pending, false) THEN 'PENDING' ELSE 'POSTED' END, false,
           v_plan.debit_after[t.position], v_plan.credit_after[t.position], NULL::text, NULL::text, NULL::text
    FROM ROWS FROM (jsonb_to_recordset(p_transfers) AS (id uuid, pending boolean)) WITH ORDINALITY AS t(id, pending, position);
END;
$$;
