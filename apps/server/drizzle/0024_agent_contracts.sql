ALTER TABLE "agent_contracts" ALTER COLUMN "period" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "agent_contracts" ALTER COLUMN "period" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "category" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "supersedes" integer;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "termination_requested_by" bigint;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "effective_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "agent_contracts" SET "period" = NULL WHERE "kind" in ('HOURLY_SALARY', 'REALTIME_SALARY');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","status");--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_period_of_kind" CHECK (("agent_contracts"."kind" in ('DIVIDEND', 'DAILY_SALARY')) = ("agent_contracts"."period" is not null));