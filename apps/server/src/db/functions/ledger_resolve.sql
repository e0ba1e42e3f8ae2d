-- The current ledger_resolve. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION ledger_resolve(p_id uuid, p_pending_id uuid, p_action text, p_at timestamptz)
RETURNS TABLE (transfer_id uuid, transfer_status text, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_pending ledger_transfers%ROWTYPE;
  v_previous ledger_transfers%ROWTYPE;
  v_status text := CASE p_action WHEN 'POST' THEN 'POSTED' ELSE 'VOIDED' END;
BEGIN
  IF p_action NOT IN ('POST', 'VOID') THEN
    RAISE EXCEPTION 'unknown action %', p_action;
  END IF;
  SELECT * INTO v_pending FROM ledger_transfers WHERE id = p_pending_id FOR UPDATE;
  IF NOT FOUND OR v_pending.pending_id IS NOT NULL OR v_pending.status = 'POSTED' THEN
    RAISE EXCEPTION USING ERRCODE = 'PY003', MESSAGE = 'no pending transfer ' || p_pending_id;
  END IF;

  SELECT * INTO v_previous FROM ledger_transfers WHERE id = p_id;
  IF FOUND THEN
    IF v_previous.pending_id = p_pending_id AND v_previous.status = v_status THEN
      RETURN QUERY SELECT p_id, v_status, true;
      RETURN;
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'PY001', MESSAGE = 'transfer id reused for a different transfer';
  END IF;
  IF v_pending.status <> 'PENDING' THEN
    RAISE EXCEPTION USING ERRCODE = 'PY002', MESSAGE = 'pending transfer ' || p_pending_id || ' is ' || v_pending.status;
  END IF;

  PERFORM 1 FROM ledger_accounts WHERE id IN (v_pending.debit_account_id, v_pending.credit_account_id) ORDER BY id FOR NO KEY UPDATE;

  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, debit_member_id, credit_member_id,
                                amount, currency, kind, status, pending_id, reference, metadata, created_at)
  VALUES (p_id, v_pending.debit_account_id, v_pending.credit_account_id, v_pending.debit_member_id, v_pending.credit_member_id,
          v_pending.amount, v_pending.currency, v_pending.kind, v_status, p_pending_id, v_pending.reference, v_pending.metadata, p_at);
  UPDATE ledger_transfers SET status = CASE p_action WHEN 'POST' THEN 'SETTLED' ELSE 'VOIDED' END WHERE id = p_pending_id;

  IF p_action = 'POST' THEN
    UPDATE ledger_accounts SET balance = balance - v_pending.amount, pending_debits = pending_debits - v_pending.amount
    WHERE id = v_pending.debit_account_id;
    UPDATE ledger_accounts SET balance = balance + v_pending.amount WHERE id = v_pending.credit_account_id;
  ELSE
    UPDATE ledger_accounts SET pending_debits = pending_debits - v_pending.amount WHERE id = v_pending.debit_account_id;
  END IF;

  RETURN QUERY SELECT p_id, v_status, false;
END;
$$;
