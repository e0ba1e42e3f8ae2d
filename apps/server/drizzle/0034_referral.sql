CREATE TABLE "referral_monthly_totals" (
	"referrer_id" bigint NOT NULL,
	"month" text NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_monthly_totals_referrer_id_month_pk" PRIMARY KEY("referrer_id","month"),
	CONSTRAINT "referral_monthly_totals_positive" CHECK ("referral_monthly_totals"."paid_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_programme" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"first_deposit_enabled" boolean DEFAULT true NOT NULL,
	"first_deposit_min_minor" bigint DEFAULT 50000 NOT NULL,
	"first_deposit_reward_minor" bigint DEFAULT 10000 NOT NULL,
	"turnover_enabled" boolean DEFAULT true NOT NULL,
	"turnover_target_minor" bigint DEFAULT 500000 NOT NULL,
	"turnover_days" integer DEFAULT 30 NOT NULL,
	"turnover_reward_minor" bigint DEFAULT 20000 NOT NULL,
	"turnover_multiplier" integer DEFAULT 1 NOT NULL,
	"monthly_cap_minor" bigint DEFAULT 500000,
	"check_same_ip" boolean DEFAULT false NOT NULL,
	"check_same_device" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_programme_single_row" CHECK ("referral_programme"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"friend_id" bigint NOT NULL,
	"milestone" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reward_minor" bigint NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"transfer_id" uuid,
	"reached_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "referral_rewards_status" CHECK ("referral_rewards"."status" in ('PENDING', 'PAYING', 'PAID', 'SKIPPED')),
	CONSTRAINT "referral_rewards_amount" CHECK ("referral_rewards"."amount_minor" >= 0 and "referral_rewards"."amount_minor" <= "referral_rewards"."reward_minor")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"registered_ip" text,
	"registered_device" text,
	"first_deposit_minor" bigint,
	"first_deposit_at" timestamp with time zone,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."friend_id" <> "referrals"."referrer_id")
);
--> statement-breakpoint
ALTER TABLE "referral_monthly_totals" ADD CONSTRAINT "referral_monthly_totals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_once" ON "referral_rewards" USING btree ("referrer_id","friend_id","milestone");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" USING btree ("referrer_id","reached_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_due" ON "referral_rewards" USING btree ("reached_at") WHERE "referral_rewards"."status" in ('PENDING', 'PAYING');--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_created" ON "referrals" USING btree ("created_at");--> statement-breakpoint
-- Hand-written from here (issue 19, decision 042): the programme's one row with its defaults (the
-- switch, flag REFERRAL3, starts off), and the referrals registration recorded before this module
-- (members.referred_by_id of a real member's code), with each friend's first deposit from the
-- ledger so a later deposit is not taken for the first. Their valid bet starts at 0: the window of
-- those already registered counts from here on.
INSERT INTO "referral_programme" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "referrals" ("friend_id", "referrer_id", "created_at", "registered_ip", "first_deposit_minor",
  "first_deposit_at", "window_ends_at")
SELECT f.id, f.referred_by_id, f.created_at, f.registered_ip, d.amount, d.created_at,
       f.created_at + interval '30 days'
FROM "members" f
JOIN "members" r ON r.id = f.referred_by_id AND r.type = 0
LEFT JOIN LATERAL (
  SELECT t.amount, t.created_at FROM "ledger_transfers" t
  WHERE t.credit_member_id = f.id AND t.kind = 'DEPOSIT' AND t.status = 'POSTED'
  ORDER BY t.created_at, t.id LIMIT 1
) d ON true
WHERE f.referred_by_id IS NOT NULL AND f.referred_by_id <> f.id
ON CONFLICT DO NOTHING;
