CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"comment" text NOT NULL,
	"upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_by_name" text
);
--> statement-breakpoint
CREATE TABLE "promotion_claim_guards" (
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reward_id" bigint NOT NULL,
	CONSTRAINT "promotion_claim_guards_promotion_id_period_key_kind_value_pk" PRIMARY KEY("promotion_id","period_key","kind","value")
);
--> statement-breakpoint
CREATE TABLE "promotion_participants" (
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_participants_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"basis" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"status" text NOT NULL,
	"source_event_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"transfer_id" uuid,
	CONSTRAINT "promotion_rewards_amount" CHECK ("promotion_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"announcement_id" integer,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"vip_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"member_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"join_mode" text NOT NULL,
	"trigger" text NOT NULL,
	"threshold" bigint,
	"streak_days" integer,
	"recurrence" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint,
	"percent_bp" integer,
	"cap" bigint,
	"turnover_multiplier" integer NOT NULL,
	"expiry_days" integer,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"claim_guards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_pay" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "promotions_budget" CHECK ("promotions"."budget" is null or "promotions"."spent" <= "promotions"."budget"),
	CONSTRAINT "promotions_spent" CHECK ("promotions"."spent" >= 0),
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claim_guards" ADD CONSTRAINT "promotion_claim_guards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participants" ADD CONSTRAINT "promotion_participants_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_open" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "promotion_applications_status" ON "promotion_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "promotion_participants_member" ON "promotion_participants" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rewards_period" ON "promotion_rewards" USING btree ("promotion_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_rewards_member" ON "promotion_rewards" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "promotions_window" ON "promotions" USING btree ("starts_at","ends_at");