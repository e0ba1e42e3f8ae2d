CREATE TABLE "agent_settlement_approvals" (
	"statement_id" uuid PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"first_approved_by" integer,
	"first_approved_by_name" text,
	"first_approved_at" timestamp with time zone,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "agent_settlement_approvals_status_valid" CHECK ("agent_settlement_approvals"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "agent_settlement_settings" ADD COLUMN "approval_above_minor" bigint DEFAULT 2000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_settlement_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD COLUMN "declaration_owed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_settlement_approvals" ADD CONSTRAINT "agent_settlement_approvals_statement_id_agent_settlement_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."agent_settlement_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_settlement_approvals_status" ON "agent_settlement_approvals" USING btree ("status","held_at");--> statement-breakpoint
ALTER TABLE "agent_settlement_settings" ADD CONSTRAINT "agent_settlement_settings_amounts" CHECK ("agent_settlement_settings"."approval_above_minor" >= 0 and "agent_settlement_settings"."active_min_valid_bet_minor" >= 0 and "agent_settlement_settings"."active_min_deposit_minor" >= 0);