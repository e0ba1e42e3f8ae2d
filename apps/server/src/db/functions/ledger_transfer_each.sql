-- The current ledger_transfer_each. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION ledger_transfer_each(p_transfers jsonb)
RETURNS TABLE (item integer, transfer_id uuid, transfer_status text, replayed boolean, debit_balance bigint,
               credit_balance bigint, error_state text, error_constraint text, error_message text)
LANGUAGE plpgsql AS $$
DECLARE
  v_transfer record;
  v_result record;
BEGIN
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (SELECT unnest(ARRAY[t.debit, t.credit]) FROM jsonb_to_recordset(p_transfers) AS t(debit bigint, credit bigint))
  ORDER BY id FOR NO KEY UPDATE;

  FOR v_transfer IN
    SELECT * FROM ROWS FROM (jsonb_to_recordset(p_transfers)
        AS (id uuid, debit bigint, credit bigint, amount bigint, currency text, kind text, pending boolean,
            reference text, metadata jsonb, at timestamptz))
      WITH ORDINALITY AS t(id, debit, credit, amount, currency, kind, pending, reference, metadata, at, position)
  LOOP
    item := v_transfer.position;
    transfer_id := v_transfer.id;
    transfer_status := NULL; replayed := NULL; debit_balance := NULL; credit_balance := NULL;
    error_state := NULL; error_constraint := NULL; error_message := NULL;
    BEGIN
      SELECT * INTO STRICT v_result FROM ledger_transfer(v_transfer.id, v_transfer.debit, v_transfer.credit,
        v_transfer.amount, v_transfer.currency, v_transfer.kind, coalesce(v_transfer.pending, false),
        v_transfer.reference, v_transfer.metadata, NULL, v_transfer.at);
      transfer_status := v_result.transfer_status;
      replayed := v_result.replayed;
      debit_balance := v_result.debit_balance;
      credit_balance := v_result.credit_balance;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS error_state = RETURNED_SQLSTATE, error_constraint = CONSTRAINT_NAME,
                              error_message = MESSAGE_TEXT;
      error_constraint := nullif(error_constraint, '');
    END;
    RETURN NEXT;
  END LOOP;
END;
$$;
