CREATE TABLE "money_approvals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"input" jsonb NOT NULL,
	"status" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "money_approvals_amount_positive" CHECK ("money_approvals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "money_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"second_approval_above_minor" bigint DEFAULT 2000000 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_settings_single_row" CHECK ("money_settings"."id" = 1),
	CONSTRAINT "money_settings_threshold" CHECK ("money_settings"."second_approval_above_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "disputed_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "dispute_resolution" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "dispute_resolution_note" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "dispute_resolved_by" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "dispute_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_pending" ON "money_approvals" USING btree ("action","target_id") WHERE "money_approvals"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "money_approvals_status" ON "money_approvals" USING btree ("status","requested_at");