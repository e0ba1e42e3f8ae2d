CREATE TABLE "agent_settlement_progress" (
	"job" text PRIMARY KEY NOT NULL,
	"settled_through" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"active_min_valid_bet_minor" bigint DEFAULT 10000 NOT NULL,
	"active_min_deposit_minor" bigint DEFAULT 10000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settlement_settings_single_row" CHECK ("agent_settlement_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"upline_id" bigint,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"period" text,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"currency" char(3) NOT NULL,
	"rounds" integer NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"bonus_cost" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"active_member_ids" jsonb,
	"active_members_hash" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"tier_index" integer,
	"rate_type" text,
	"rate" bigint,
	"base" bigint NOT NULL,
	"carry_in" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"downline_shares" jsonb NOT NULL,
	"downline_total" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"corrections" jsonb NOT NULL,
	"correction" bigint NOT NULL,
	"debt_in" bigint NOT NULL,
	"debt_out" bigint NOT NULL,
	"payout_amount" bigint NOT NULL,
	"outcome" text NOT NULL,
	"transfer_id" uuid,
	"inputs_hash" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_settlement_statements_payout" CHECK ("agent_settlement_statements"."payout_amount" >= 0 and "agent_settlement_statements"."amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_statements_contract_window" ON "agent_settlement_statements" USING btree ("contract_id","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_statements_agent_window" ON "agent_settlement_statements" USING btree ("agent_id","kind","category","window_start");--> statement-breakpoint
CREATE INDEX "agent_settlement_statements_kind_window" ON "agent_settlement_statements" USING btree ("kind","window_start");--> statement-breakpoint
CREATE INDEX "provider_rounds_settled" ON "provider_rounds" USING btree ("settled_at");--> statement-breakpoint
INSERT INTO "agent_settlement_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A statement is written once: a paid window is corrected by a later statement, never edited.
CREATE OR REPLACE FUNCTION agent_settlement_statements_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agent_settlement_statements are immutable: % refused (a later statement corrects)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_settlement_statements_immutable BEFORE UPDATE OR DELETE ON "agent_settlement_statements"
  FOR EACH ROW EXECUTE FUNCTION agent_settlement_statements_immutable();--> statement-breakpoint
CREATE TRIGGER agent_settlement_statements_no_truncate BEFORE TRUNCATE ON "agent_settlement_statements"
  FOR EACH STATEMENT EXECUTE FUNCTION agent_settlement_statements_immutable();
