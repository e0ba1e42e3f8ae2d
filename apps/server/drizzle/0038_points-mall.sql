CREATE TABLE "points_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_accounts_balance" CHECK ("points_accounts"."balance" >= 0),
	CONSTRAINT "points_accounts_conserved" CHECK ("points_accounts"."balance" = "points_accounts"."earned" - "points_accounts"."spent")
);
--> statement-breakpoint
CREATE TABLE "points_accruals" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "points_accruals_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
CREATE TABLE "points_conversions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"points" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"bonus_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_conversions_amount" CHECK ("points_conversions"."points" > 0 and "points_conversions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_earn_rules" (
	"category" text PRIMARY KEY NOT NULL,
	"valid_bet_minor_per_point" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "points_earn_rules_rate" CHECK ("points_earn_rules"."valid_bet_minor_per_point" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"remark" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_entries_delta" CHECK ("points_entries"."delta" <> 0),
	CONSTRAINT "points_entries_balance" CHECK ("points_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"points_required" bigint NOT NULL,
	"amount_requirement_minor" bigint DEFAULT 0 NOT NULL,
	"reward_amount_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_items_stock" CHECK ("points_items"."stock" >= 0),
	CONSTRAINT "points_items_points" CHECK ("points_items"."points_required" > 0),
	CONSTRAINT "points_items_reward" CHECK (("points_items"."kind" = 'GOODS' and "points_items"."reward_amount_minor" = 0) or ("points_items"."kind" <> 'GOODS' and "points_items"."reward_amount_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"points_spent" bigint NOT NULL,
	"points_required" bigint NOT NULL,
	"amount_requirement_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"status" text NOT NULL,
	"bonus_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"remark" text,
	CONSTRAINT "points_redemptions_quantity" CHECK ("points_redemptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"point_value_minor_per_100" integer DEFAULT 100 NOT NULL,
	"convert_min_points" bigint DEFAULT 1000 NOT NULL,
	"convert_turnover_multiplier" integer DEFAULT 1 NOT NULL,
	"accrual_lag_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_settings_one" CHECK ("points_settings"."id" = 1),
	CONSTRAINT "points_settings_value" CHECK ("points_settings"."point_value_minor_per_100" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_item_id_points_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."points_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_accruals_hour" ON "points_accruals" USING btree ("hour");--> statement-breakpoint
CREATE UNIQUE INDEX "points_conversions_request" ON "points_conversions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "points_conversions_unpaid" ON "points_conversions" USING btree ("created_at") WHERE "points_conversions"."bonus_id" is null;--> statement-breakpoint
CREATE INDEX "points_entries_member" ON "points_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_redemptions_member" ON "points_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_request" ON "points_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "points_redemptions_status" ON "points_redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stats_play_hourly_hour" ON "stats_play_hourly" USING btree ("hour");--> statement-breakpoint
INSERT INTO "points_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Default earn rules (decision 049): ₱5 of valid bet earns one point on slots, fishing, live,
-- cards and bingo; ₱10 on sports, cockfight and lotteries; ₱50 on the low-edge in-house (BGS)
-- games. At 1 point ≈ ₱0.01 that returns 0.2 % / 0.1 % / 0.02 % of valid bet. The operator changes them.
INSERT INTO "points_earn_rules" ("category", "valid_bet_minor_per_point") VALUES
  ('RNG', 500), ('FISH', 500), ('LIVE', 500), ('PVP', 500), ('BINGO', 500),
  ('SPORTS', 1000), ('ESPORTS', 1000), ('COCKFIGHT', 1000), ('LOTT', 1000), ('ELOTT', 1000),
  ('BGS', 5000)
ON CONFLICT DO NOTHING;
