-- Hand-written around the generated constraint (issue 22 item 10, decision 021): a member balance
-- has a ceiling far below the 64-bit limit, so no run of credits can overflow it (huge provider wins
-- did: the 923rd answered 500). The ceiling is one function; the table's CHECK holds it for every
-- writer, the batch plan sends a batch that would cross it item by item, and a provider win that
-- would cross it is refused with BALANCE_LIMIT, stored as that call's answer like every refusal.

-- ₱10 trillion in centavos: a thousand of the largest single amount (MAX_AMOUNT_MINOR, ₱10 billion).
CREATE OR REPLACE FUNCTION ledger_balance_ceiling()
RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 1000000000000000::bigint $$;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_ceiling" CHECK (not "ledger_accounts"."non_negative" or "ledger_accounts"."balance" <= ledger_balance_ceiling());
--> statement-breakpoint

-- As in migration 0012, plus: a member account may not end a turn above the ceiling.
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
--> statement-breakpoint

-- As in migration 0010, plus: a win that would take the balance above the ceiling is refused.
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
    SELECT balance INTO v_balance FROM ledger_accounts WHERE id = (p->>'account')::bigint FOR NO KEY UPDATE;
    IF coalesce(v_balance, 0) + v_amount > ledger_balance_ceiling() THEN
      RETURN provider_settle(p, jsonb_build_object('code', 'BALANCE_LIMIT', 'value',
        jsonb_build_object('user', p->>'member_id', 'currency', p->>'currency', 'balance', coalesce(v_balance, 0)::text)), NULL);
    END IF;
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
