CREATE TABLE "originals_bets" (
	"member_id" bigint NOT NULL,
	"bet_id" text NOT NULL,
	"game" text NOT NULL,
	"request_hash" char(64) NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"max_win_minor" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "originals_bets_member_id_bet_id_pk" PRIMARY KEY("member_id","bet_id"),
	CONSTRAINT "originals_bets_money" CHECK ("originals_bets"."stake_minor" > 0 and "originals_bets"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "originals_seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" char(64) NOT NULL,
	"commitment" char(64) NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "originals_seed_pairs_nonce" CHECK ("originals_seed_pairs"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "originals_settings" (
	"game" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"max_win_minor" bigint NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "originals_settings_limits" CHECK ("originals_settings"."min_bet_minor" > 0 and "originals_settings"."max_bet_minor" >= "originals_settings"."min_bet_minor" and "originals_settings"."max_win_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX "originals_bets_member_recent" ON "originals_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "originals_bets_one_playing" ON "originals_bets" USING btree ("member_id") WHERE "originals_bets"."status" = 'PLAYING';--> statement-breakpoint
CREATE UNIQUE INDEX "originals_bets_nonce" ON "originals_bets" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "originals_seed_pairs_active" ON "originals_seed_pairs" USING btree ("member_id") WHERE "originals_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "originals_seed_pairs_member" ON "originals_seed_pairs" USING btree ("member_id","id");