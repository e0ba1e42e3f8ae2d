-- The current ledger_post. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION ledger_post(p_transfers jsonb, p_at timestamptz)
RETURNS TABLE (transfer_id uuid, transfer_status text, replayed boolean, debit_balance bigint, credit_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_batch uuid := gen_random_uuid();
  v_transfer record;
  v_result record;
  v_replays integer := 0;
  v_count integer := 0;
BEGIN
  -- Every account of the batch, locked in id order before any moves.
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (SELECT unnest(ARRAY[t.debit, t.credit]) FROM jsonb_to_recordset(p_transfers) AS t(debit bigint, credit bigint))
  ORDER BY id FOR NO KEY UPDATE;

  FOR v_transfer IN
    SELECT * FROM jsonb_to_recordset(p_transfers)
      AS t(id uuid, debit bigint, credit bigint, amount bigint, currency text, kind text, pending boolean, reference text, metadata jsonb)
  LOOP
    SELECT * INTO v_result FROM ledger_transfer(v_transfer.id, v_transfer.debit, v_transfer.credit, v_transfer.amount,
      v_transfer.currency, v_transfer.kind, coalesce(v_transfer.pending, false), v_transfer.reference, v_transfer.metadata, v_batch, p_at);
    v_count := v_count + 1;
    IF v_result.replayed THEN v_replays := v_replays + 1; END IF;
    transfer_id := v_result.transfer_id;
    transfer_status := v_result.transfer_status;
    replayed := v_result.replayed;
    debit_balance := v_result.debit_balance;
    credit_balance := v_result.credit_balance;
    RETURN NEXT;
  END LOOP;

  IF v_replays > 0 AND v_replays < v_count THEN
    RAISE EXCEPTION USING ERRCODE = 'PY001', MESSAGE = 'a batch mixing used and new transfer ids';
  END IF;
END;
$$;
