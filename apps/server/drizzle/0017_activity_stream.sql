CREATE TABLE "activity_checkpoints" (
	"subscriber" text PRIMARY KEY NOT NULL,
	"xact_id" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"skip_xact_ids" "xid8"[] DEFAULT '{}'::xid8[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xact_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text,
	"data" jsonb,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_first_deposits" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_money_daily" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"deposits" integer NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"withdrawals" integer NOT NULL,
	"withdrawal_amount" bigint NOT NULL,
	"bonuses" integer NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"forfeits" integer NOT NULL,
	"forfeit_amount" bigint NOT NULL,
	"adjustments" integer NOT NULL,
	"adjustment_amount" bigint NOT NULL,
	CONSTRAINT "stats_money_daily_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_play_daily" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"rounds" integer NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"edge_weighted_bet" bigint NOT NULL,
	CONSTRAINT "stats_play_daily_member_id_day_category_pk" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "stats_play_hourly" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"rounds" integer NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"edge_weighted_bet" bigint NOT NULL,
	CONSTRAINT "stats_play_hourly_member_id_hour_category_pk" PRIMARY KEY("member_id","hour","category")
);
--> statement-breakpoint
CREATE TABLE "stats_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"reporting_time_zone" text DEFAULT 'Asia/Manila' NOT NULL,
	"valid_bet_rule" text DEFAULT 'STAKE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_settings_single_row" CHECK ("stats_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stats_team_money_daily" (
	"agent_id" bigint NOT NULL,
	"scope" char(1) NOT NULL,
	"day" date NOT NULL,
	"deposits" integer NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"withdrawals" integer NOT NULL,
	"withdrawal_amount" bigint NOT NULL,
	"bonuses" integer NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"forfeits" integer NOT NULL,
	"forfeit_amount" bigint NOT NULL,
	"adjustments" integer NOT NULL,
	"adjustment_amount" bigint NOT NULL,
	CONSTRAINT "stats_team_money_daily_agent_id_scope_day_pk" PRIMARY KEY("agent_id","scope","day")
);
--> statement-breakpoint
CREATE TABLE "stats_team_play_daily" (
	"agent_id" bigint NOT NULL,
	"scope" char(1) NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"rounds" integer NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"edge_weighted_bet" bigint NOT NULL,
	CONSTRAINT "stats_team_play_daily_agent_id_scope_day_category_pk" PRIMARY KEY("agent_id","scope","day","category")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp_basis_points" integer;--> statement-breakpoint
CREATE INDEX "activity_events_position" ON "activity_events" USING btree ("xact_id","id");--> statement-breakpoint
-- Hand-written from here (issue 15, decision 022): the activity stream's writers. Each is a
-- trigger, so the event commits with the change that causes it whatever path made the change
-- (provider_bet / provider_win, the batches as sets, the rollback and round-end steps, the
-- ledger functions, registration, login). No ledger or provider function changes.
--
-- Rounds: an event only when what the round counts changes — it becomes settled (CLOSED), a
-- settled round is rolled back, or a settled round's figures or settle time move (a late win).
-- The event carries what the round counted before (ob, ow, oa) and after (nb, nw, na); a bet on
-- an open round fails the WHEN clauses and costs nothing more.
CREATE FUNCTION activity_round_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old_counts boolean := TG_OP = 'UPDATE' AND OLD.status = 'CLOSED';
  v_new_counts boolean := NEW.status = 'CLOSED';
BEGIN
  INSERT INTO activity_events (kind, member_id, occurred_at, currency, data)
  VALUES (
    CASE WHEN v_old_counts AND v_new_counts THEN 'ROUND_CHANGED'
         WHEN v_new_counts THEN 'ROUND_SETTLED' ELSE 'ROUND_REVERSED' END,
    NEW.member_id,
    coalesce(NEW.settled_at, now()),
    NEW.currency,
    jsonb_build_object('v', NEW.vendor_code, 'r', NEW.round_id, 'g', NEW.game_code)
      || CASE WHEN v_old_counts THEN jsonb_build_object('ob', OLD.bet_total, 'ow', OLD.win_total,
                                                        'oa', coalesce(OLD.settled_at, OLD.started_at))
              ELSE '{}'::jsonb END
      || CASE WHEN v_new_counts THEN jsonb_build_object('nb', NEW.bet_total, 'nw', NEW.win_total,
                                                        'na', coalesce(NEW.settled_at, NEW.started_at))
              ELSE '{}'::jsonb END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER provider_rounds_activity_insert AFTER INSERT ON provider_rounds
  FOR EACH ROW WHEN (NEW.status = 'CLOSED') EXECUTE FUNCTION activity_round_event();
--> statement-breakpoint
CREATE TRIGGER provider_rounds_activity_update AFTER UPDATE ON provider_rounds
  FOR EACH ROW WHEN ((OLD.status = 'CLOSED' OR NEW.status = 'CLOSED')
                     AND (OLD.status, OLD.bet_total, OLD.win_total, OLD.settled_at)
                         IS DISTINCT FROM (NEW.status, NEW.bet_total, NEW.win_total, NEW.settled_at))
  EXECUTE FUNCTION activity_round_event();
--> statement-breakpoint
-- Money: deposits credited, withdrawals paid (the posting of the hold) or voided, bonuses and
-- adjustments, signed from the member's side. Bets, wins and transfers between a member's own
-- wallets fail the WHEN clause.
CREATE FUNCTION activity_transfer_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint := coalesce(NEW.credit_member_id, NEW.debit_member_id);
  v_signed bigint := CASE WHEN NEW.credit_member_id IS NOT NULL THEN NEW.amount ELSE -NEW.amount END;
BEGIN
  IF v_member IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO activity_events (kind, member_id, occurred_at, amount, currency, data)
  VALUES (
    CASE NEW.kind WHEN 'DEPOSIT' THEN 'DEPOSIT_CREDITED'
                  WHEN 'BONUS' THEN 'BONUS_GRANTED'
                  WHEN 'ADJUSTMENT' THEN 'ADJUSTMENT'
                  ELSE CASE WHEN NEW.status = 'VOIDED' THEN 'WITHDRAWAL_VOIDED' ELSE 'WITHDRAWAL_PAID' END END,
    v_member,
    NEW.created_at,
    CASE WHEN NEW.kind = 'WITHDRAWAL' THEN NEW.amount ELSE v_signed END,
    NEW.currency,
    jsonb_build_object('t', NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_activity AFTER INSERT ON ledger_transfers
  FOR EACH ROW WHEN (NEW.kind IN ('DEPOSIT', 'WITHDRAWAL', 'BONUS', 'ADJUSTMENT') AND NEW.status IN ('POSTED', 'VOIDED'))
  EXECUTE FUNCTION activity_transfer_event();
--> statement-breakpoint
CREATE FUNCTION activity_bonus_forfeit_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (kind, member_id, occurred_at, amount, currency, data)
  VALUES ('BONUS_FORFEITED', NEW.member_id, coalesce(NEW.completed_at, NEW.granted_at), NEW.amount, NEW.currency,
          jsonb_build_object('b', NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bonus_grants_activity_forfeit AFTER UPDATE ON bonus_grants
  FOR EACH ROW WHEN (NEW.status = 'FORFEITED' AND OLD.status <> 'FORFEITED')
  EXECUTE FUNCTION activity_bonus_forfeit_event();
--> statement-breakpoint
CREATE FUNCTION activity_member_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'members' THEN
    INSERT INTO activity_events (kind, member_id, occurred_at) VALUES ('MEMBER_REGISTERED', NEW.id, NEW.created_at);
  ELSE
    INSERT INTO activity_events (kind, member_id, occurred_at, data)
    VALUES ('MEMBER_LOGIN', NEW.member_id, NEW.created_at, jsonb_build_object('m', NEW.method));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_activity_registered AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION activity_member_event();
--> statement-breakpoint
CREATE TRIGGER sessions_activity_login AFTER INSERT ON sessions
  FOR EACH ROW WHEN (NEW.member_id IS NOT NULL) EXECUTE FUNCTION activity_member_event();
--> statement-breakpoint
-- The valid-bet rule of contracts/stats.ts (validBetOf) for settled rounds, in SQL for the
-- aggregates; the property test checks the two give the same figures.
CREATE FUNCTION stats_valid_bet(p_bet bigint, p_payout bigint, p_rule text) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_rule = 'CAPPED' THEN least(p_bet, abs(p_payout - p_bet)) ELSE p_bet END
$$;
--> statement-breakpoint
INSERT INTO stats_settings (id) VALUES (1) ON CONFLICT DO NOTHING;
