CREATE TABLE "leaderboard_payouts" (
	"leaderboard_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"member_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"value" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"bonus_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "leaderboard_payouts_leaderboard_id_period_start_member_id_pk" PRIMARY KEY("leaderboard_id","period_start","member_id"),
	CONSTRAINT "leaderboard_payouts_amount" CHECK ("leaderboard_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_periods" (
	"leaderboard_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"terms" jsonb NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_periods_leaderboard_id_period_start_pk" PRIMARY KEY("leaderboard_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"category" text,
	"prizes" jsonb NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"min_value" bigint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboards_min_value" CHECK ("leaderboards"."min_value" >= 1)
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"mission_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period_start" date NOT NULL,
	"milestone" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"bonus_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "mission_claims_mission_id_member_id_period_start_milestone_pk" PRIMARY KEY("mission_id","member_id","period_start","milestone"),
	CONSTRAINT "mission_claims_amount" CHECK ("mission_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"category" text,
	"milestones" jsonb NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_turnover" CHECK ("missions"."turnover_multiplier" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_payouts_unpaid" ON "leaderboard_payouts" USING btree ("leaderboard_id") WHERE "leaderboard_payouts"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "mission_claims_member" ON "mission_claims" USING btree ("member_id","period_start");--> statement-breakpoint
CREATE INDEX "mission_claims_unpaid" ON "mission_claims" USING btree ("claimed_at") WHERE "mission_claims"."paid_at" is null;