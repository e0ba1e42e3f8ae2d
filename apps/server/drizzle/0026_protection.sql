CREATE TABLE "protection_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"irrevocable_until" timestamp with time zone,
	"lift_on_request" boolean NOT NULL,
	"lifted_at" timestamp with time zone,
	"reason" text,
	"placed_by" text,
	CONSTRAINT "protection_blocks_term" CHECK ("protection_blocks"."ends_at" > "protection_blocks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "protection_limit_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"from_value" bigint,
	"to_value" bigint,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_states" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"deposit_day" bigint,
	"deposit_week" bigint,
	"deposit_month" bigint,
	"loss_day" bigint,
	"loss_week" bigint,
	"loss_month" bigint,
	"wager_day" bigint,
	"wager_week" bigint,
	"wager_month" bigint,
	"session_minutes" integer,
	"reality_check_minutes" integer,
	"play_blocked_until" timestamp with time zone,
	"day_key" date,
	"week_key" date,
	"month_key" date,
	"wagered_day" bigint DEFAULT 0 NOT NULL,
	"wagered_week" bigint DEFAULT 0 NOT NULL,
	"wagered_month" bigint DEFAULT 0 NOT NULL,
	"net_day" bigint DEFAULT 0 NOT NULL,
	"net_week" bigint DEFAULT 0 NOT NULL,
	"net_month" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_states_limits_positive" CHECK (coalesce("protection_states"."deposit_day", 1) > 0 and coalesce("protection_states"."deposit_week", 1) > 0 and coalesce("protection_states"."deposit_month", 1) > 0
        and coalesce("protection_states"."loss_day", 1) > 0 and coalesce("protection_states"."loss_week", 1) > 0 and coalesce("protection_states"."loss_month", 1) > 0
        and coalesce("protection_states"."wager_day", 1) > 0 and coalesce("protection_states"."wager_week", 1) > 0 and coalesce("protection_states"."wager_month", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "protection_blocks" ADD CONSTRAINT "protection_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limit_changes" ADD CONSTRAINT "protection_limit_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_states" ADD CONSTRAINT "protection_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_blocks_member" ON "protection_blocks" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "protection_limit_changes_member" ON "protection_limit_changes" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE INDEX "protection_limit_changes_due" ON "protection_limit_changes" USING btree ("effective_at") WHERE "protection_limit_changes"."status" = 'PENDING';--> statement-breakpoint
-- Player protection in the bet path (issue 18, decision 037): the provider wallet's bets and wins
-- keep each limited member's running figures in the statement that moves the money, and a bet of
-- a blocked member or one that crosses a loss or wager limit undoes that statement.
CREATE OR REPLACE FUNCTION protection_count_play(p_members bigint[], p_bets bigint[], p_wins bigint[], p_at timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_local timestamp;
  v_day date;
  v_week date;
  v_month date;
  v_blocked integer;
  v_over integer;
BEGIN
  -- The windows of the operator's reporting time zone (the stats module's setting).
  SELECT p_at AT TIME ZONE coalesce((SELECT reporting_time_zone FROM stats_settings WHERE id = 1), 'Asia/Manila')
  INTO v_local;
  v_day := v_local::date;
  v_week := date_trunc('week', v_local)::date;
  v_month := date_trunc('month', v_local)::date;

  -- Members without a row set nothing: no lookup but the key's. A bet is judged against the
  -- figures before any win of the same statement (a win later in a batch never lets a bet in).
  WITH moves AS (
    SELECT m.member_id, sum(m.bet) AS bet, sum(m.win) AS win
    FROM unnest(p_members, p_bets, p_wins) AS m(member_id, bet, win)
    GROUP BY m.member_id
  ), counted AS (
    UPDATE protection_states s SET
      day_key = v_day, week_key = v_week, month_key = v_month,
      wagered_day = greatest(CASE WHEN s.day_key = v_day THEN s.wagered_day ELSE 0 END + m.bet, 0),
      wagered_week = greatest(CASE WHEN s.week_key = v_week THEN s.wagered_week ELSE 0 END + m.bet, 0),
      wagered_month = greatest(CASE WHEN s.month_key = v_month THEN s.wagered_month ELSE 0 END + m.bet, 0),
      net_day = CASE WHEN s.day_key = v_day THEN s.net_day ELSE 0 END + m.bet - m.win,
      net_week = CASE WHEN s.week_key = v_week THEN s.net_week ELSE 0 END + m.bet - m.win,
      net_month = CASE WHEN s.month_key = v_month THEN s.net_month ELSE 0 END + m.bet - m.win
    FROM moves m
    WHERE s.member_id = m.member_id
    RETURNING s.*, m.bet AS moved_bet, m.win AS moved_win
  )
  SELECT count(*) FILTER (WHERE c.moved_bet > 0 AND c.play_blocked_until > p_at),
         count(*) FILTER (WHERE c.moved_bet > 0 AND (
           c.wagered_day > c.wager_day OR c.wagered_week > c.wager_week OR c.wagered_month > c.wager_month
           OR c.net_day + c.moved_win > c.loss_day OR c.net_week + c.moved_win > c.loss_week
           OR c.net_month + c.moved_win > c.loss_month))
  INTO v_blocked, v_over
  FROM counted c;

  -- Refusals undo the whole statement: the batch path then sends its calls one by one, and the
  -- one that crosses is refused alone (PY002: blocked, PY003: a limit; providers.wallet.ts).
  IF v_blocked > 0 THEN
    RAISE EXCEPTION 'play blocked' USING ERRCODE = 'PY002';
  END IF;
  IF v_over > 0 THEN
    RAISE EXCEPTION 'play limit reached' USING ERRCODE = 'PY003';
  END IF;
END;
$$;
--> statement-breakpoint
-- Bets and wins inserted with their money moved (the batch path) count at once.
CREATE FUNCTION protection_play_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT array_agg(n.member_id) AS members,
         array_agg(CASE WHEN n.kind = 'BET' THEN n.amount ELSE 0 END) AS bets,
         array_agg(CASE WHEN n.kind = 'WIN' THEN n.amount ELSE 0 END) AS wins,
         max(n.created_at) AS at
  INTO v
  FROM new_rows n
  WHERE n.kind IN ('BET', 'WIN') AND n.ledger_transfer_id IS NOT NULL;
  IF v.members IS NOT NULL THEN
    PERFORM protection_count_play(v.members, v.bets, v.wins, v.at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A call settled after its claim (the single path) counts when its money moved; a bet rolled back
-- is taken off again.
CREATE FUNCTION protection_play_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT array_agg(n.member_id) AS members,
         array_agg(CASE WHEN n.kind <> 'BET' THEN 0
                        WHEN o.ledger_transfer_id IS NULL THEN n.amount ELSE -n.amount END) AS bets,
         array_agg(CASE WHEN n.kind = 'WIN' THEN n.amount ELSE 0 END) AS wins,
         max(n.created_at) AS at
  INTO v
  FROM new_rows n
  JOIN old_rows o ON o.vendor_code = n.vendor_code AND o.transaction_id = n.transaction_id
  WHERE n.kind IN ('BET', 'WIN') AND n.ledger_transfer_id IS NOT NULL
    AND (o.ledger_transfer_id IS NULL OR (n.rolled_back AND NOT o.rolled_back));
  IF v.members IS NOT NULL THEN
    PERFORM protection_count_play(v.members, v.bets, v.wins, v.at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER provider_transactions_protection_insert AFTER INSERT ON provider_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION protection_play_inserted();
--> statement-breakpoint
CREATE TRIGGER provider_transactions_protection_update AFTER UPDATE ON provider_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION protection_play_updated();
