-- The ledger's two writes, each one round trip and one transaction: post transfers, resolve a
-- pending one. Balances change nowhere else. Accounts are locked in id order before anything is
-- written, so transfers in opposite directions queue instead of deadlocking; FOR NO KEY UPDATE
-- is the lock the balance update takes anyway (FOR UPDATE would conflict with the KEY SHARE
-- locks that the transfers' foreign keys hold). Errors carry SQLSTATEs of class PY that the
-- server maps to envelope codes:
--   PY001  an id was used before for a different transfer          -> DUPLICATE_REQUEST
--   PY002  the pending transfer was already posted or voided       -> PENDING_RESOLVED
--   PY003  an account is missing, or holds another currency        -> NOT_FOUND / VALIDATION
-- A member account going below zero (or below what it holds) breaks the CHECK constraint
-- ledger_accounts_non_negative (23514)                             -> INSUFFICIENT_FUNDS

-- One transfer. Moves the amount (or, when pending, holds it on the debit account) and records
-- it; when the id exists with the same content it is a replay: nothing moves and the first
-- result is returned.
-- Also returns both accounts' balances after it (for a replay: as they are now), so a caller
-- needs no second round trip to show them.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_id uuid, p_debit bigint, p_credit bigint, p_amount bigint, p_currency text, p_kind text,
  p_pending boolean, p_reference text, p_metadata jsonb, p_batch uuid, p_at timestamptz)
RETURNS TABLE (transfer_id uuid, transfer_status text, replayed boolean, debit_balance bigint, credit_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text := CASE WHEN p_pending THEN 'PENDING' ELSE 'POSTED' END;
  v_existing ledger_transfers%ROWTYPE;
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id IN (p_debit, p_credit) ORDER BY id FOR NO KEY UPDATE;

  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, debit_member_id, credit_member_id,
                                amount, currency, kind, status, batch_id, reference, metadata, created_at)
  SELECT p_id, p_debit, p_credit, d.member_id, c.member_id, p_amount, p_currency, p_kind, v_status,
         p_batch, p_reference, coalesce(p_metadata, '{}'::jsonb), p_at
  FROM ledger_accounts d, ledger_accounts c
  WHERE d.id = p_debit AND c.id = p_credit AND d.currency = p_currency AND c.currency = p_currency
  ON CONFLICT (id) DO NOTHING;

  IF NOT FOUND THEN
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
    UPDATE ledger_accounts SET pending_debits = pending_debits + p_amount WHERE id = p_debit;
  ELSE
    UPDATE ledger_accounts SET balance = balance + CASE WHEN id = p_debit THEN -p_amount ELSE p_amount END
    WHERE id IN (p_debit, p_credit);
  END IF;

  RETURN QUERY SELECT p_id, v_status, false,
    (SELECT balance FROM ledger_accounts WHERE id = p_debit), (SELECT balance FROM ledger_accounts WHERE id = p_credit);
END;
$$;
--> statement-breakpoint

-- Linked transfers, applied in order: all post or none do. A batch whose every id exists with
-- the same content is a replay and moves nothing; a batch mixing new and used ids is refused.
-- p_transfers: [{id, debit, credit, amount, currency, kind, pending, reference, metadata}] with
-- the bigints as strings.
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
--> statement-breakpoint

-- Posts (moves the held money) or voids (releases the hold) a pending transfer, exactly once. The
-- resolution is a transfer of its own with its own id: repeating it is a replay.
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
