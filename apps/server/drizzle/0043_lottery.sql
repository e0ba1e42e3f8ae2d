CREATE TABLE "lottery_draws" (
	"draw_id" text PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"draw_seed" char(64) NOT NULL,
	"commitment" char(64) NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"winners_found" integer,
	"winners_paid" integer,
	"payout_minor" bigint,
	CONSTRAINT "lottery_draws_times" CHECK ("lottery_draws"."opens_at" <= "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draws_at"),
	CONSTRAINT "lottery_draws_result" CHECK (("lottery_draws"."status" = 'OPEN') = ("lottery_draws"."result" is null))
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" text NOT NULL,
	"exposure_key" text NOT NULL,
	"liability_minor" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_exposure_key_pk" PRIMARY KEY("draw_id","exposure_key")
);
--> statement-breakpoint
CREATE TABLE "lottery_lines" (
	"member_id" bigint NOT NULL,
	"slip_id" text NOT NULL,
	"line" integer NOT NULL,
	"draw_id" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"stake_minor" bigint NOT NULL,
	"cost_minor" bigint NOT NULL,
	"max_win_minor" bigint NOT NULL,
	"exposure_key" text NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "lottery_lines_member_id_slip_id_line_pk" PRIMARY KEY("member_id","slip_id","line"),
	CONSTRAINT "lottery_lines_money" CHECK ("lottery_lines"."stake_minor" > 0 and "lottery_lines"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_settings" (
	"game_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"max_win_minor" bigint NOT NULL,
	"exposure_cap_minor" bigint NOT NULL,
	"close_seconds" integer NOT NULL,
	"draw_time" text,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_settings_limits" CHECK ("lottery_settings"."min_bet_minor" > 0 and "lottery_settings"."max_bet_minor" >= "lottery_settings"."min_bet_minor" and "lottery_settings"."max_win_minor" > 0 and "lottery_settings"."exposure_cap_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"member_id" bigint NOT NULL,
	"slip_id" text NOT NULL,
	"draw_id" text NOT NULL,
	"game_code" text NOT NULL,
	"request_hash" char(64) NOT NULL,
	"currency" char(3) NOT NULL,
	"cost_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_slips_member_id_slip_id_pk" PRIMARY KEY("member_id","slip_id"),
	CONSTRAINT "lottery_slips_money" CHECK ("lottery_slips"."cost_minor" > 0 and "lottery_slips"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game_code","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_pending" ON "lottery_draws" USING btree ("draws_at") WHERE "lottery_draws"."status" <> 'SETTLED';--> statement-breakpoint
CREATE INDEX "lottery_lines_draw" ON "lottery_lines" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_slips_draw" ON "lottery_slips" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_slips_member_recent" ON "lottery_slips" USING btree ("member_id","created_at");