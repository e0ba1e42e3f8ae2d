CREATE TABLE "crash_bets" (
	"member_id" bigint NOT NULL,
	"bet_id" text NOT NULL,
	"round_id" bigint NOT NULL,
	"request_hash" char(64) NOT NULL,
	"player_name" text NOT NULL,
	"currency" char(3) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"auto_cash_out" integer,
	"cap_at" integer,
	"cashed_out_at" integer,
	"is_capped" boolean DEFAULT false NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_member_id_bet_id_pk" PRIMARY KEY("member_id","bet_id"),
	CONSTRAINT "crash_bets_money" CHECK ("crash_bets"."stake_minor" > 0 and "crash_bets"."payout_minor" >= 0),
	CONSTRAINT "crash_bets_status" CHECK ("crash_bets"."status" in ('PLAYING', 'SETTLING', 'SETTLED'))
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed" char(64) NOT NULL,
	"terminating_hash" char(64) NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "crash_chains_length" CHECK ("crash_chains"."length" >= 1)
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"game_number" integer NOT NULL,
	"hash" char(64) NOT NULL,
	"crash_point" integer NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crash_rounds_phase" CHECK ("crash_rounds"."phase" in ('BETTING', 'FLYING', 'CRASHED')),
	CONSTRAINT "crash_rounds_point" CHECK ("crash_rounds"."crash_point" >= 100)
);
--> statement-breakpoint
CREATE TABLE "crash_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_round_win_minor" bigint NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crash_settings_one" CHECK ("crash_settings"."id" = 1),
	CONSTRAINT "crash_settings_max" CHECK ("crash_settings"."max_round_win_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_one_per_round" ON "crash_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "crash_bets_member_recent" ON "crash_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "crash_bets_unsettled" ON "crash_bets" USING btree ("round_id") WHERE "crash_bets"."status" <> 'SETTLED';--> statement-breakpoint
CREATE UNIQUE INDEX "crash_chains_current" ON "crash_chains" USING btree ("ended_at") WHERE "crash_chains"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_game" ON "crash_rounds" USING btree ("chain_id","game_number");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_live" ON "crash_rounds" USING btree ("chain_id") WHERE "crash_rounds"."phase" <> 'CRASHED';