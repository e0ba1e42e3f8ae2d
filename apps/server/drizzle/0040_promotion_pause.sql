CREATE TABLE "red_envelope_claim_guards" (
	"drop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"member_id" bigint NOT NULL,
	CONSTRAINT "red_envelope_claim_guards_drop_id_kind_value_pk" PRIMARY KEY("drop_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "red_envelope_drops" ADD COLUMN "claim_guards" jsonb DEFAULT '["DEVICE","IP"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "red_envelope_claim_guards" ADD CONSTRAINT "red_envelope_claim_guards_drop_id_red_envelope_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."red_envelope_drops"("id") ON DELETE no action ON UPDATE no action;