-- The current ledger_transfer. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_id uuid, p_debit bigint, p_credit bigint, p_amount bigint, p_currency text, p_kind text,
  p_pending boolean, p_reference text, p_metadata jsonb, p_batch uuid, p_at timestamptz)
RETURNS TABLE (transfer_id uuid, transfer_status text, replayed boolean, debit_balance bigint, credit_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text := CASE WHEN p_pending THEN 'PENDING' ELSE 'POSTED' END;
  v_existing ledger_transfers%ROWTYPE;
  v_account record;
  v_found integer := 0;
  v_debit_member bigint;
  v_credit_member bigint;
  v_debit_balance bigint;
  v_credit_balance bigint;
BEGIN
  FOR v_account IN
    SELECT id, member_id, balance FROM ledger_accounts
    WHERE id IN (p_debit, p_credit) AND currency = p_currency
    ORDER BY id FOR NO KEY UPDATE
  LOOP
    v_found := v_found + 1;
    IF v_account.id = p_debit THEN
      v_debit_member := v_account.member_id;
      v_debit_balance := v_account.balance;
    ELSE
      v_credit_member := v_account.member_id;
      v_credit_balance := v_account.balance;
    END IF;
  END LOOP;

  IF v_found = 2 THEN
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, debit_member_id, credit_member_id,
                                  amount, currency, kind, status, batch_id, reference, metadata, created_at)
    VALUES (p_id, p_debit, p_credit, v_debit_member, v_credit_member, p_amount, p_currency, p_kind, v_status,
            p_batch, p_reference, coalesce(p_metadata, '{}'::jsonb), p_at)
    ON CONFLICT (id) DO NOTHING;
  END IF;

  -- Not inserted: the id was used before (a replay, or refused), or an account is missing or in
  -- another currency.
  IF v_found <> 2 OR NOT FOUND THEN
    SELECT * INTO v_existing FROM ledger_transfers WHERE id = p_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'PY003', MESSAGE = 'ledger account missing or in another currency';
    END IF;
    IF v_existing.debit_account_id = p_debit AND v_existing.credit_account_id = p_credit AND v_existing.amount = p_amount
       AND v_existing.currency = p_currency AND v_existing.kind = p_kind AND v_existing.pending_id IS NULL
       AND (v_existing.status = 'POSTED') = NOT p_pending THEN
      RETURN QUERY SELECT p_id, v_existing.status, true,
        (SELECT balance FROM ledger_accounts WHERE id = p_debit), (SELECT balance FROM ledger_accounts WHERE id = p_credit);
      RETURN;
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'PY001', MESSAGE = 'transfer id reused for a different transfer';
  END IF;

  IF p_pending THEN
    -- A hold changes no balance: the ones read under the lock are the answer.
    UPDATE ledger_accounts SET pending_debits = pending_debits + p_amount WHERE id = p_debit;
  ELSE
    FOR v_account IN
      UPDATE ledger_accounts SET balance = balance + CASE WHEN id = p_debit THEN -p_amount ELSE p_amount END
      WHERE id IN (p_debit, p_credit)
      RETURNING id, balance
    LOOP
      IF v_account.id = p_debit THEN
        v_debit_balance := v_account.balance;
      ELSE
        v_credit_balance := v_account.balance;
      END IF;
    END LOOP;
  END IF;

  RETURN QUERY SELECT p_id, v_status, false, v_debit_balance, v_credit_balance;
END;
$$;
