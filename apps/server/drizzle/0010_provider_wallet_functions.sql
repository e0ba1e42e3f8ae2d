-- The provider wallet protocol's bet and win (docs/provider-wallet-protocol.md, decision 012) as
-- database functions: each is one statement — claim the provider's transaction id, check and lock
-- the round and the account, post through ledger_transfer, update the round, store the answer —
-- so a call costs one round trip and one transaction (decision 016). The server resolves the
-- member, the accounts, the game and the token first (remembered between calls) and passes them
-- in `p`; the functions answer { code, value }, the answer stored for a repeat of the call.
-- Refusals the provider must see again on a repeat (insufficient funds, a closed round …) are
-- answers; an id reused with another payload raises PY001 (DUPLICATE_REQUEST), storing nothing.
--
-- Locks, in the order every provider call takes them: the round, then the ledger accounts (in id
-- order, inside ledger_transfer), then the member's bonus grants.

-- A bet's turnover counts towards the member's active bonuses, oldest first; a bonus whose
-- turnover is met is completed. The wallet's rule (wallet.bonuses.ts calls it too).
CREATE OR REPLACE FUNCTION wallet_record_wager(p_member bigint, p_bet bigint, p_at timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_left bigint := p_bet;
  v_take bigint;
  v_grant record;
BEGIN
  IF p_bet <= 0 THEN
    RETURN;
  END IF;
  FOR v_grant IN
    SELECT id, required, wagered FROM bonus_grants
    WHERE member_id = p_member AND status = 'ACTIVE'
    ORDER BY granted_at, id
    FOR UPDATE
  LOOP
    EXIT WHEN v_left <= 0;
    v_take := least(v_grant.required - v_grant.wagered, v_left);
    v_left := v_left - v_take;
    UPDATE bonus_grants
    SET wagered = wagered + v_take,
        status = CASE WHEN v_grant.wagered + v_take >= v_grant.required THEN 'COMPLETED' ELSE status END,
        completed_at = CASE WHEN v_grant.wagered + v_take >= v_grant.required THEN p_at ELSE completed_at END
    WHERE id = v_grant.id;
  END LOOP;
END;
$$;
--> statement-breakpoint

-- Claims (vendor, transaction id) for a call. Null when the id is new (the call goes on, and must
-- store its answer with provider_settle); else the answer to give: the stored one for a repeat,
-- BET_ROLLED_BACK for a bet whose rollback came first. PY001 when the id carried another payload.
CREATE OR REPLACE FUNCTION provider_claim(p jsonb, p_kind text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_existing provider_transactions%ROWTYPE;
BEGIN
  INSERT INTO provider_transactions (vendor_code, transaction_id, kind, payload_hash, member_id, round_id, amount,
                                     reference_id, answer, created_at)
  VALUES (p->>'vendor', p->>'transaction_id', p_kind, p->>'payload_hash', (p->>'member_id')::bigint, p->>'round',
          (p->>'amount')::bigint, p->>'reference_id', '{"code":"INTERNAL","value":null}'::jsonb, (p->>'at')::timestamptz)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_existing FROM provider_transactions
  WHERE vendor_code = p->>'vendor' AND transaction_id = p->>'transaction_id';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'provider transaction % vanished', p->>'transaction_id';
  END IF;
  IF v_existing.kind = 'TOMBSTONE' AND p_kind = 'BET' THEN
    RETURN jsonb_build_object('code', 'BET_ROLLED_BACK', 'value', NULL);
  END IF;
  IF v_existing.payload_hash <> p->>'payload_hash' THEN
    RAISE EXCEPTION USING ERRCODE = 'PY001',
      MESSAGE = 'transaction ' || (p->>'transaction_id') || ' reused with another payload';
  END IF;
  RETURN v_existing.answer;
END;
$$;
--> statement-breakpoint

-- Stores the answer given to a claimed call (and the ledger transfer it made), returns it. (The
-- small helpers are PL/pgSQL, not SQL: PL/pgSQL keeps their plans, a SQL function is planned on
-- every call.)
CREATE OR REPLACE FUNCTION provider_settle(p jsonb, p_answer jsonb, p_transfer uuid)
RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE provider_transactions SET answer = p_answer, ledger_transfer_id = p_transfer
  WHERE vendor_code = p->>'vendor' AND transaction_id = p->>'transaction_id';
  RETURN p_answer;
END;
$$;
--> statement-breakpoint

-- The value of a money call's answer: the member, the balance after it, the call and its transfer.
CREATE OR REPLACE FUNCTION provider_value(p jsonb, p_balance bigint, p_transfer uuid)
RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN jsonb_build_object('user', p->>'member_id', 'currency', p->>'currency', 'balance', p_balance::text,
                            'transaction_uuid', p->>'transaction_id', 'reference', p_transfer::text);
END;
$$;
--> statement-breakpoint

-- A round is opened by its first bet (or a bonus win); when another call opened it a moment ago,
-- that one is used. Returns the round, locked.
CREATE OR REPLACE FUNCTION provider_open_round(p jsonb)
RETURNS provider_rounds
LANGUAGE plpgsql AS $$
DECLARE
  v_round provider_rounds%ROWTYPE;
BEGIN
  INSERT INTO provider_rounds (vendor_code, round_id, member_id, game_code, currency, status, started_at)
  VALUES (p->>'vendor', p->>'round', (p->>'member_id')::bigint, p->>'game_code', p->>'currency', 'OPEN',
          (p->>'at')::timestamptz)
  ON CONFLICT DO NOTHING
  RETURNING * INTO v_round;
  IF NOT FOUND THEN
    SELECT * INTO v_round FROM provider_rounds
    WHERE vendor_code = p->>'vendor' AND round_id = p->>'round' FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'round % vanished', p->>'round';
    END IF;
  END IF;
  RETURN v_round;
END;
$$;
--> statement-breakpoint

-- bet: p = { vendor, transaction_id, payload_hash, member_id, currency, round, game_code, amount,
-- account, house, transfer_id, metadata, at }. Debits the member's play account to the house.
CREATE OR REPLACE FUNCTION provider_bet(p jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb;
  v_round provider_rounds%ROWTYPE;
  v_amount bigint := (p->>'amount')::bigint;
  v_balance bigint;
  v_held bigint;
  v_posted record;
BEGIN
  v_answer := provider_claim(p, 'BET');
  IF v_answer IS NOT NULL THEN
    RETURN v_answer;
  END IF;

  SELECT * INTO v_round FROM provider_rounds WHERE vendor_code = p->>'vendor' AND round_id = p->>'round' FOR UPDATE;
  IF FOUND AND v_round.member_id <> (p->>'member_id')::bigint THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'VALIDATION', 'value',
      jsonb_build_object('fields', jsonb_build_object('round', 'This round is another player’s'))), NULL);
  END IF;
  IF FOUND AND v_round.status <> 'OPEN' THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'ROUND_CLOSED', 'value', NULL), NULL);
  END IF;

  SELECT balance, pending_debits INTO v_balance, v_held FROM ledger_accounts
  WHERE id = (p->>'account')::bigint FOR NO KEY UPDATE;
  IF coalesce(v_balance, 0) - coalesce(v_held, 0) < v_amount THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'INSUFFICIENT_FUNDS', 'value',
      jsonb_build_object('user', p->>'member_id', 'currency', p->>'currency', 'balance', coalesce(v_balance, 0)::text)), NULL);
  END IF;
  IF v_round.round_id IS NULL THEN
    PERFORM provider_open_round(p);
  END IF;

  SELECT * INTO STRICT v_posted FROM ledger_transfer((p->>'transfer_id')::uuid, (p->>'account')::bigint,
    (p->>'house')::bigint, v_amount, p->>'currency', 'BET', false, NULL, p->'metadata', NULL, (p->>'at')::timestamptz);
  UPDATE provider_rounds SET bet_total = bet_total + v_amount
  WHERE vendor_code = p->>'vendor' AND round_id = p->>'round';
  PERFORM wallet_record_wager((p->>'member_id')::bigint, v_amount, (p->>'at')::timestamptz);
  RETURN provider_settle(p, jsonb_build_object('code', 'OK', 'value',
    provider_value(p, v_posted.debit_balance, v_posted.transfer_id)), v_posted.transfer_id);
END;
$$;
--> statement-breakpoint

-- win: p = the bet's fields plus reference_id (the bet it pays, optional), is_bonus (a bonus or
-- jackpot may pay without a bet) and round_closed. Credits the member's play account from the
-- house; a win of 0 moves nothing and answers the balance.
CREATE OR REPLACE FUNCTION provider_win(p jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb;
  v_round provider_rounds%ROWTYPE;
  v_bet provider_transactions%ROWTYPE;
  v_amount bigint := (p->>'amount')::bigint;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_closed boolean := coalesce((p->>'round_closed')::boolean, false);
  v_bonus boolean := coalesce((p->>'is_bonus')::boolean, false);
  v_balance bigint;
  v_transfer uuid;
  v_posted record;
BEGIN
  v_answer := provider_claim(p, 'WIN');
  IF v_answer IS NOT NULL THEN
    RETURN v_answer;
  END IF;

  SELECT * INTO v_round FROM provider_rounds WHERE vendor_code = p->>'vendor' AND round_id = p->>'round' FOR UPDATE;
  IF NOT FOUND THEN
    IF NOT v_bonus THEN
      RETURN provider_settle(p, jsonb_build_object('code', 'UNKNOWN_ROUND', 'value', NULL), NULL);
    END IF;
    v_round := provider_open_round(p);
  END IF;
  IF v_round.member_id <> (p->>'member_id')::bigint THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'VALIDATION', 'value',
      jsonb_build_object('fields', jsonb_build_object('round', 'This round is another player’s'))), NULL);
  END IF;
  IF v_round.status = 'ROLLED_BACK' THEN
    RETURN provider_settle(p, jsonb_build_object('code', 'WIN_AFTER_ROLLBACK', 'value', NULL), NULL);
  END IF;
  IF p->>'reference_id' IS NOT NULL THEN
    SELECT * INTO v_bet FROM provider_transactions WHERE vendor_code = p->>'vendor' AND transaction_id = p->>'reference_id';
    IF FOUND AND (v_bet.rolled_back OR v_bet.kind = 'TOMBSTONE') THEN
      RETURN provider_settle(p, jsonb_build_object('code', 'WIN_AFTER_ROLLBACK', 'value', NULL), NULL);
    END IF;
  END IF;

  IF v_amount > 0 THEN
    SELECT * INTO STRICT v_posted FROM ledger_transfer((p->>'transfer_id')::uuid, (p->>'house')::bigint,
      (p->>'account')::bigint, v_amount, p->>'currency', CASE WHEN v_bonus THEN 'BONUS' ELSE 'WIN' END, false, NULL,
      p->'metadata', NULL, v_at);
    v_balance := v_posted.credit_balance;
    v_transfer := v_posted.transfer_id;
  ELSE
    SELECT balance INTO v_balance FROM ledger_accounts WHERE id = (p->>'account')::bigint FOR NO KEY UPDATE;
  END IF;

  UPDATE provider_rounds
  SET win_total = win_total + v_amount,
      has_win = has_win OR v_amount > 0,
      status = CASE WHEN v_closed THEN 'CLOSED' ELSE status END,
      settled_at = CASE WHEN v_closed OR v_amount > 0 THEN v_at ELSE settled_at END
  WHERE vendor_code = p->>'vendor' AND round_id = p->>'round';
  RETURN provider_settle(p, jsonb_build_object('code', 'OK', 'value',
    provider_value(p, coalesce(v_balance, 0), v_transfer)), v_transfer);
END;
$$;
--> statement-breakpoint

-- Group commit of provider calls (decision 016): the bets and wins that queued while a call was
-- in flight, in one statement and one commit, each in its own subtransaction and answered on its
-- own row (an error — PY001, or anything unexpected — rolls back that call only). Locks are taken
-- up front in the order every provider call uses: the rounds (by vendor and id), then the ledger
-- accounts (by id). p_calls: [{ call: 'bet' | 'win', ...the call's p }]; rows in the same order.
CREATE OR REPLACE FUNCTION provider_calls_each(p_calls jsonb)
RETURNS TABLE (item integer, answer jsonb, error_state text, error_message text)
LANGUAGE plpgsql AS $$
DECLARE
  v_call record;
BEGIN
  PERFORM 1 FROM provider_rounds r
  WHERE (r.vendor_code, r.round_id) IN (SELECT c->>'vendor', c->>'round' FROM jsonb_array_elements(p_calls) c)
  ORDER BY r.vendor_code, r.round_id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (SELECT unnest(ARRAY[(c->>'account')::bigint, (c->>'house')::bigint]) FROM jsonb_array_elements(p_calls) c)
  ORDER BY id FOR NO KEY UPDATE;

  FOR v_call IN SELECT c.value AS p, c.position FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS c(value, position) LOOP
    item := v_call.position;
    answer := NULL;
    error_state := NULL;
    error_message := NULL;
    BEGIN
      answer := CASE v_call.p->>'call' WHEN 'bet' THEN provider_bet(v_call.p) ELSE provider_win(v_call.p) END;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS error_state = RETURNED_SQLSTATE, error_message = MESSAGE_TEXT;
    END;
    RETURN NEXT;
  END LOOP;
END;
$$;
