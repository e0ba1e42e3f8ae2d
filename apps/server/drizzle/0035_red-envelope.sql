CREATE TABLE "red_envelope_allocations" (
	"drop_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"member_id" bigint,
	"claimed_at" timestamp with time zone,
	"transfer_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "red_envelope_allocations_drop_id_seq_pk" PRIMARY KEY("drop_id","seq"),
	CONSTRAINT "red_envelope_allocations_amount" CHECK ("red_envelope_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelope_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"rain_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"budget" bigint NOT NULL,
	"count" integer NOT NULL,
	"amount_mode" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"audience" text NOT NULL,
	"audience_value" integer DEFAULT 0 NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"period_days" integer DEFAULT 1 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_drops_window" CHECK ("red_envelope_drops"."closes_at" > "red_envelope_drops"."opens_at"),
	CONSTRAINT "red_envelope_drops_budget" CHECK ("red_envelope_drops"."budget" > 0 and "red_envelope_drops"."count" > 0),
	CONSTRAINT "red_envelope_drops_min" CHECK ("red_envelope_drops"."min_amount" * "red_envelope_drops"."count" <= "red_envelope_drops"."budget")
);
--> statement-breakpoint
ALTER TABLE "red_envelope_allocations" ADD CONSTRAINT "red_envelope_allocations_drop_id_red_envelope_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."red_envelope_drops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_allocations_member" ON "red_envelope_allocations" USING btree ("drop_id","member_id");--> statement-breakpoint
CREATE INDEX "red_envelope_allocations_member_history" ON "red_envelope_allocations" USING btree ("member_id","claimed_at");--> statement-breakpoint
CREATE INDEX "red_envelope_allocations_unpaid" ON "red_envelope_allocations" USING btree ("claimed_at") WHERE "red_envelope_allocations"."member_id" is not null and "red_envelope_allocations"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "red_envelope_drops_closes" ON "red_envelope_drops" USING btree ("closes_at");