CREATE TABLE "rebate_accruals" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"level" smallint NOT NULL,
	"basis" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"basis_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"claim_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_accruals_member_id_day_category_pk" PRIMARY KEY("member_id","day","category"),
	CONSTRAINT "rebate_accruals_amount" CHECK ("rebate_accruals"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"status" text NOT NULL,
	"transfer_id" uuid,
	"inputs" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "rebate_claims_amount" CHECK ("rebate_claims"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"level" smallint NOT NULL,
	"category" text NOT NULL,
	"basis" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	CONSTRAINT "rebate_rates_level_category_pk" PRIMARY KEY("level","category"),
	CONSTRAINT "rebate_rates_rate" CHECK ("rebate_rates"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "vip_level_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"reason" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_valid_bet_minor" bigint NOT NULL,
	"min_deposit_minor" bigint NOT NULL,
	"condition" text NOT NULL,
	"upgrade_bonus_minor" bigint NOT NULL,
	"monthly_bonus_minor" bigint NOT NULL,
	"birthday_bonus_minor" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"rebate_turnover_multiplier" integer NOT NULL,
	"daily_withdrawal_count" integer,
	"daily_withdrawal_limit_minor" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_level" CHECK ("vip_levels"."level" >= 0),
	CONSTRAINT "vip_levels_figures" CHECK ("vip_levels"."min_valid_bet_minor" >= 0 and "vip_levels"."min_deposit_minor" >= 0 and "vip_levels"."upgrade_bonus_minor" >= 0
        and "vip_levels"."monthly_bonus_minor" >= 0 and "vip_levels"."birthday_bonus_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_reviews" (
	"member_id" bigint NOT NULL,
	"month" text NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_reviews_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"level" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"status" text NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vip_rewards_amount" CHECK ("vip_rewards"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_reviews" ADD CONSTRAINT "vip_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_accruals_unclaimed" ON "rebate_accruals" USING btree ("member_id") WHERE "rebate_accruals"."claim_id" is null;--> statement-breakpoint
CREATE INDEX "rebate_accruals_day" ON "rebate_accruals" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_request" ON "rebate_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_paying" ON "rebate_claims" USING btree ("created_at") WHERE "rebate_claims"."status" = 'PAYING';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_level_changes_key" ON "vip_level_changes" USING btree ("key");--> statement-breakpoint
CREATE INDEX "vip_level_changes_member" ON "vip_level_changes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "vip_rewards_pending" ON "vip_rewards" USING btree ("created_at") WHERE "vip_rewards"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "vip_rewards_member" ON "vip_rewards" USING btree ("member_id");--> statement-breakpoint
-- VIP0 is everyone's level until the operator sets the ladder (issue 20, decision 047).
INSERT INTO "vip_levels" ("level", "name", "min_valid_bet_minor", "min_deposit_minor", "condition", "upgrade_bonus_minor", "monthly_bonus_minor", "birthday_bonus_minor", "turnover_multiplier", "rebate_turnover_multiplier") VALUES (0, 'VIP0', 0, 0, 'ALL', 0, 0, 0, 1, 1);
