-- Group commits as sets (decisions 015 and 016). A batch of wallet transfers, or of provider bets
-- and wins, is written as a set — one insert of all the transfers, one update of each account
-- they touch, one insert of the provider calls — when every item of it would go through; else the
-- batch goes item by item through ledger_transfer_each / provider_calls_each as before. Those
-- spent most of their time starting statements (five to ten per item, each in a subtransaction),
-- not moving money: bench/wallet and bench/provider-wallet measured it.
--
-- Same rules and same answers as item by item (wallet.batches.int.test.ts and
-- providers.batches.int.test.ts run random batches both ways and compare the answers and every row
-- written): locks in the same order (rounds, then accounts in id order, then bonus grants); items
-- count in their order in the batch — each one's balances are the balances after it, and none may
-- take a member account below zero (nor below what it holds for pending withdrawals) at its turn,
-- even if a later credit in the same batch would cover it. What sends a batch item by item: an id
-- used before or twice in the batch (a replay, a reuse), an account missing or in another currency,
-- an item that would be refused at its turn, a provider call that is not a plain bet or win on its
-- own round, a value the tables would refuse. Under load those are rare, so the set path is the one
-- taken. When a write still fails (a row with the same key committed by another process between the
-- check and the insert), the whole batch fails and the server sends each item again alone
-- (lib/group-commit.ts), which is safe: a transfer id, and a provider's transaction id, moves money
-- once.

-- Locks the accounts of a batch of transfers (in id order) and says whether all of them go
-- through in their order, with each one's balances after it and the accounts' members. Items as
-- ledger_transfer_each takes them, plus two flags: `cover` (the debit must be covered even on an
-- account that may go below zero: a provider bet) and `peek` (no transfer, only the credit
-- account's balance at that turn: a provider win of 0).
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
                               AND a.balance - a.pending_debits + sum(l.spendable_delta) OVER turn >= 0)))) AS ok
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

-- Writes a batch ledger_plan_transfers said goes through: every transfer, then each account once.
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
--> statement-breakpoint

-- The wallet's group commit (decision 015): answers as ledger_transfer_each, one row per item.
-- (Its items come from the wallet, never with `peek` or `cover`.)
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
--> statement-breakpoint

-- Locks the rounds of a batch of provider calls, then its accounts, and says whether the batch
-- is plain enough for the set path: every transaction id new and once in the batch, every round
-- once in the batch; each bet more than 0, on a new round or on the member's open round; each win
-- 0 or more, on the member's round that was not rolled back, paying a bet that was not rolled
-- back (or none); and every transfer going through at its turn (ledger_plan_transfers, whose
-- answer it passes on with the transfers it planned).
CREATE OR REPLACE FUNCTION provider_plan_calls(p_calls jsonb, OUT ok boolean, OUT transfers jsonb,
  OUT debit_after bigint[], OUT credit_after bigint[], OUT debit_member bigint[], OUT credit_member bigint[])
LANGUAGE plpgsql
-- A batch touches a few rows by key: index lookups, whatever the planner guesses jsonb_to_recordset holds.
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  v_plan record;
BEGIN
  -- The locks first, in the order every provider call takes them — the rounds, then the accounts
  -- — each in a statement of its own, so that the checks below read what was committed before
  -- they were granted (a round another process opened meanwhile is then seen).
  PERFORM 1 FROM provider_rounds r
  WHERE (r.vendor_code, r.round_id) IN (SELECT c->>'vendor', c->>'round' FROM jsonb_array_elements(p_calls) c)
  ORDER BY r.vendor_code, r.round_id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts
  WHERE id IN (SELECT unnest(ARRAY[(c->>'account')::bigint, (c->>'house')::bigint]) FROM jsonb_array_elements(p_calls) c)
  ORDER BY id FOR NO KEY UPDATE;

  WITH calls AS (
    SELECT c.position, c.value AS p, c.value->>'call' = 'bet' AS is_bet, (c.value->>'amount')::bigint AS amount
    FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS c(value, position)
  )
  SELECT coalesce(bool_and(
           t.transaction_id IS NULL
           AND CASE WHEN c.is_bet
                 THEN c.amount > 0 AND (r.round_id IS NULL OR (r.member_id = (c.p->>'member_id')::bigint AND r.status = 'OPEN'))
                 ELSE c.amount >= 0 AND r.round_id IS NOT NULL AND r.member_id = (c.p->>'member_id')::bigint
                      AND r.status <> 'ROLLED_BACK' AND (b.transaction_id IS NULL OR NOT (b.rolled_back OR b.kind = 'TOMBSTONE'))
               END), false)
           AND count(DISTINCT (c.p->>'vendor', c.p->>'transaction_id')) = count(*)
           AND count(DISTINCT (c.p->>'vendor', c.p->>'round')) = count(*),
         jsonb_agg(CASE
           WHEN c.is_bet THEN jsonb_build_object('id', c.p->'transfer_id', 'debit', c.p->'account', 'credit', c.p->'house',
             'amount', c.amount, 'currency', c.p->'currency', 'kind', 'BET', 'metadata', c.p->'metadata',
             'at', c.p->'at', 'cover', true)
           WHEN c.amount > 0 THEN jsonb_build_object('id', c.p->'transfer_id', 'debit', c.p->'house', 'credit', c.p->'account',
             'amount', c.amount, 'currency', c.p->'currency',
             'kind', CASE WHEN coalesce((c.p->>'is_bonus')::boolean, false) THEN 'BONUS' ELSE 'WIN' END,
             'metadata', c.p->'metadata', 'at', c.p->'at')
           ELSE jsonb_build_object('credit', c.p->'account', 'amount', 0, 'currency', c.p->'currency', 'peek', true)
         END ORDER BY c.position)
  INTO ok, transfers
  FROM calls c
  LEFT JOIN provider_rounds r ON r.vendor_code = c.p->>'vendor' AND r.round_id = c.p->>'round'
  LEFT JOIN provider_transactions t ON t.vendor_code = c.p->>'vendor' AND t.transaction_id = c.p->>'transaction_id'
  LEFT JOIN provider_transactions b ON b.vendor_code = c.p->>'vendor' AND b.transaction_id = c.p->>'reference_id';

  IF ok THEN
    v_plan := ledger_plan_transfers(transfers);
    ok := v_plan.ok;
    debit_after := v_plan.debit_after;
    credit_after := v_plan.credit_after;
    debit_member := v_plan.debit_member;
    credit_member := v_plan.credit_member;
  END IF;
END;
$$;
--> statement-breakpoint

-- The provider calls' group commit (decision 016): answers as provider_calls_each, one row per
-- call; the set path when provider_plan_calls says the batch is plain.
CREATE OR REPLACE FUNCTION provider_calls_batch(p_calls jsonb)
RETURNS TABLE (item integer, answer jsonb, error_state text, error_message text)
LANGUAGE plpgsql
-- A batch touches a few rows by key: index lookups, whatever the planner guesses jsonb_to_recordset holds.
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  v_plan record;
  v_bet record;
BEGIN
  v_plan := provider_plan_calls(p_calls);
  IF NOT v_plan.ok THEN
    RETURN QUERY SELECT * FROM provider_calls_each(p_calls);
    RETURN;
  END IF;

  PERFORM ledger_apply_transfers(v_plan.transfers, v_plan.debit_member, v_plan.credit_member);

  -- The rounds: a bet adds to its round (opening it when new), a win settles it.
  WITH calls AS (
    SELECT c.value AS p, c.value->>'call' = 'bet' AS is_bet, (c.value->>'amount')::bigint AS amount,
           coalesce((c.value->>'round_closed')::boolean, false) AS closed, (c.value->>'at')::timestamptz AS at
    FROM jsonb_array_elements(p_calls) AS c(value)
  ), settled AS (
    UPDATE provider_rounds r
    SET bet_total = r.bet_total + CASE WHEN c.is_bet THEN c.amount ELSE 0 END,
        win_total = r.win_total + CASE WHEN c.is_bet THEN 0 ELSE c.amount END,
        has_win = r.has_win OR (NOT c.is_bet AND c.amount > 0),
        status = CASE WHEN NOT c.is_bet AND c.closed THEN 'CLOSED' ELSE r.status END,
        settled_at = CASE WHEN NOT c.is_bet AND (c.closed OR c.amount > 0) THEN c.at ELSE r.settled_at END
    FROM calls c
    -- The plan checked these rounds under lock, all but one kind: a round the plan found absent may
    -- have been opened since by a call that shares no account with this batch. If it is the
    -- member's open round, the bet adds to it (as provider_bet would); if not, it is left alone,
    -- and the insert below meets it and fails the batch, whose calls then go one by one.
    WHERE r.vendor_code = c.p->>'vendor' AND r.round_id = c.p->>'round'
      AND r.member_id = (c.p->>'member_id')::bigint AND (NOT c.is_bet OR r.status = 'OPEN')
    RETURNING r.vendor_code, r.round_id
  )
  INSERT INTO provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, status, started_at)
  SELECT c.p->>'vendor', c.p->>'round', (c.p->>'member_id')::bigint, c.p->>'game_code', c.p->>'currency', c.amount,
         'OPEN', c.at
  FROM calls c
  WHERE c.is_bet AND NOT EXISTS (SELECT 1 FROM settled s WHERE s.vendor_code = c.p->>'vendor' AND s.round_id = c.p->>'round');

  -- A bet's turnover counts towards the member's active bonuses, in the order of the calls.
  FOR v_bet IN
    SELECT (c.value->>'member_id')::bigint AS member_id, (c.value->>'amount')::bigint AS amount,
           (c.value->>'at')::timestamptz AS at
    FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS c(value, position)
    WHERE c.value->>'call' = 'bet'
      AND EXISTS (SELECT 1 FROM bonus_grants g WHERE g.member_id = (c.value->>'member_id')::bigint AND g.status = 'ACTIVE')
    ORDER BY c.position
  LOOP
    PERFORM wallet_record_wager(v_bet.member_id, v_bet.amount, v_bet.at);
  END LOOP;

  -- The calls, each with the answer a repeat of it gets.
  RETURN QUERY
  WITH calls AS (
    SELECT c.position, c.value AS p, c.value->>'call' = 'bet' AS is_bet, (c.value->>'amount')::bigint AS amount
    FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS c(value, position)
  ), moved AS (
    -- A bet or a win of more than 0 made its transfer; a win of 0 only read the balance.
    SELECT c.*, CASE WHEN c.is_bet OR c.amount > 0 THEN (c.p->>'transfer_id')::uuid END AS transfer,
           CASE WHEN c.is_bet THEN v_plan.debit_after[c.position] ELSE v_plan.credit_after[c.position] END AS balance
    FROM calls c
  ), answers AS (
    SELECT m.*, jsonb_build_object('code', 'OK', 'value', provider_value(m.p, m.balance, m.transfer)) AS answer
    FROM moved m
  ), stored AS (
    INSERT INTO provider_transactions (vendor_code, transaction_id, kind, payload_hash, member_id, round_id, amount,
                                       reference_id, ledger_transfer_id, answer, created_at)
    SELECT a.p->>'vendor', a.p->>'transaction_id', CASE WHEN a.is_bet THEN 'BET' ELSE 'WIN' END, a.p->>'payload_hash',
           (a.p->>'member_id')::bigint, a.p->>'round', a.amount, a.p->>'reference_id', a.transfer, a.answer,
           (a.p->>'at')::timestamptz
    FROM answers a
  )
  SELECT a.position::integer, a.answer, NULL::text, NULL::text FROM answers a ORDER BY a.position;
END;
$$;
