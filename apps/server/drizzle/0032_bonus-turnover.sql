CREATE TABLE "bonus_turnover_contributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" uuid NOT NULL,
	"member_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text,
	"category" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	"weight_basis_points" integer NOT NULL,
	"counted" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_turnover_weights" (
	"category" text PRIMARY KEY NOT NULL,
	"weight_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_turnover_weights_range" CHECK ("bonus_turnover_weights"."weight_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "source_kind" text;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "forfeited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "forfeit_reason" text;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "forfeited_amount" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_turnover_contributions_event_grant" ON "bonus_turnover_contributions" USING btree ("event_id","grant_id");--> statement-breakpoint
CREATE INDEX "bonus_turnover_contributions_grant" ON "bonus_turnover_contributions" USING btree ("grant_id","at");--> statement-breakpoint
CREATE INDEX "bonus_turnover_contributions_round" ON "bonus_turnover_contributions" USING btree ("member_id","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiring" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'ACTIVE' and "bonus_grants"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "bonus_grants_source" ON "bonus_grants" USING btree ("source_kind","source_id");--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_forfeited_amount" CHECK ("bonus_grants"."forfeited_amount" is null or ("bonus_grants"."forfeited_amount" >= 0 and "bonus_grants"."forfeited_amount" <= "bonus_grants"."amount"));--> statement-breakpoint
-- Hand-written from here (issue 19, decision 039): bonus turnover moves off the bet path. It was
-- counted by wallet_record_wager inside provider_bet and provider_calls_batch, from the raw stake
-- at bet time (a rolled-back round kept counting); it is now counted by the bonus-turnover
-- subscriber of the activity stream, from the valid bet of settled rounds. The two functions are
-- the same as before without that call.
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
  RETURN provider_settle(p, jsonb_build_object('code', 'OK', 'value',
    provider_value(p, v_posted.debit_balance, v_posted.transfer_id)), v_posted.transfer_id);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_calls_batch(p_calls jsonb)
RETURNS TABLE (item integer, answer jsonb, error_state text, error_message text)
LANGUAGE plpgsql
-- A batch touches a few rows by key: index lookups, whatever the planner guesses jsonb_to_recordset holds.
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  v_plan record;
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
    -- The member is compared with IS NOT DISTINCT FROM (member_id is never null), which no index
    -- can serve: with `=`, provider_rounds_member (member_id, started_at) fitted as well as the key
    -- while the table was small, and a plan cached then read every round of the member per call.
    WHERE r.vendor_code = c.p->>'vendor' AND r.round_id = c.p->>'round'
      AND r.member_id IS NOT DISTINCT FROM (c.p->>'member_id')::bigint AND (NOT c.is_bet OR r.status = 'OPEN')
    RETURNING r.vendor_code, r.round_id
  )
  INSERT INTO provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, status, started_at)
  SELECT c.p->>'vendor', c.p->>'round', (c.p->>'member_id')::bigint, c.p->>'game_code', c.p->>'currency', c.amount,
         'OPEN', c.at
  FROM calls c
  WHERE c.is_bet AND NOT EXISTS (SELECT 1 FROM settled s WHERE s.vendor_code = c.p->>'vendor' AND s.round_id = c.p->>'round');

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
--> statement-breakpoint
DROP FUNCTION wallet_record_wager(bigint, bigint, timestamptz);
--> statement-breakpoint
-- A forfeit counts what was taken back (at most the grant), at the time of the forfeit.
CREATE OR REPLACE FUNCTION activity_bonus_forfeit_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (kind, member_id, occurred_at, amount, currency, data)
  VALUES ('BONUS_FORFEITED', NEW.member_id, coalesce(NEW.forfeited_at, NEW.completed_at, NEW.granted_at),
          coalesce(NEW.forfeited_amount, NEW.amount), NEW.currency, jsonb_build_object('b', NEW.id));
  RETURN NULL;
END $$;
