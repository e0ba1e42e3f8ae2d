CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ALTER COLUMN "upline_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_binding" ON "agent_contracts" USING btree ("downline_id","kind","category") WHERE status in ('ACTIVE', 'TERMINATION_REQUESTED');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" USING btree ("downline_id","kind","category") WHERE status = 'OFFERED';