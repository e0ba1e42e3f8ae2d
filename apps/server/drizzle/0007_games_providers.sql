CREATE TABLE "game_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"vendor_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_favorites" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_favorites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "member_recent_games" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"launched_at" timestamp with time zone NOT NULL,
	"launches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "member_recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"node_id" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_keys" (
	"vendor_code" text NOT NULL,
	"key_id" text NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_keys_vendor_code_key_id_pk" PRIMARY KEY("vendor_code","key_id")
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"currency" char(3) NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"has_win" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_vendor_code_round_id_pk" PRIMARY KEY("vendor_code","round_id"),
	CONSTRAINT "provider_rounds_totals" CHECK ("provider_rounds"."bet_total" >= 0 and "provider_rounds"."win_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_id" text,
	"ledger_transfer_id" uuid,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_vendor_code_transaction_id_pk" PRIMARY KEY("vendor_code","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "auto_transfer_on_launch" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recent_games" ADD CONSTRAINT "member_recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_favorites_recent" ON "member_favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_recent_games_latest" ON "member_recent_games" USING btree ("member_id","launched_at");--> statement-breakpoint
CREATE INDEX "launch_tokens_member" ON "launch_tokens" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_member" ON "provider_rounds" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "games_vendor_sort" ON "games" USING btree ("vendor_code","sort_order","node_id");--> statement-breakpoint
CREATE INDEX "games_name_trgm" ON "games" USING gin (lower("display_name") gin_trgm_ops);