CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_kind" text NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"channel_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"reference_no" text,
	"proof_upload_id" uuid,
	"gateway" text,
	"gateway_order_id" text,
	"pay_url" text,
	"review_note" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"nonce" text,
	"signed_at" bigint,
	"signature_valid" boolean NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"ip" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"name" text NOT NULL,
	"currency" char(3) DEFAULT 'PHP' NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"payee_bank_name" text,
	"payee_account_name" text,
	"payee_account_number" text,
	"gateway" text,
	"instructions" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"method" text NOT NULL,
	"bank_name" text,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"account_id" uuid NOT NULL,
	"method" text NOT NULL,
	"bank_name" text,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"hold_transfer_id" uuid NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"confirm_by" timestamp with time zone,
	"confirmation" text,
	"dispute_upload_id" uuid,
	"dispute_note" text,
	"review_note" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."received" <= "withdrawals"."paid" and "withdrawals"."paid" <= "withdrawals"."amount")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"transfer_id" uuid NOT NULL,
	"granted_by" bigint,
	"granted_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_wagered" CHECK ("bonus_grants"."wagered" >= 0 and "bonus_grants"."wagered" <= "bonus_grants"."required")
);
--> statement-breakpoint
CREATE TABLE "wallet_requests" (
	"member_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_requests_member_id_request_id_pk" PRIMARY KEY("member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_single_wallet" boolean DEFAULT false NOT NULL,
	"withdraw_min_minor" bigint DEFAULT 10000 NOT NULL,
	"withdraw_max_minor" bigint DEFAULT 5000000 NOT NULL,
	"withdraw_daily_count" integer DEFAULT 5 NOT NULL,
	"auto_receipt_minutes" integer DEFAULT 60 NOT NULL,
	"member_transfer_min_minor" bigint DEFAULT 10000 NOT NULL,
	"member_transfer_max_minor" bigint DEFAULT 10000000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_settings_single_row" CHECK ("wallet_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "utc_offset_minutes" smallint DEFAULT 480 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_withdrawal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."withdrawal_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_kind","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_order" ON "deposits" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_channel_reference" ON "deposits" USING btree ("channel_id",lower("reference_no")) WHERE "deposits"."status" <> 'REJECTED';--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_callbacks_nonce" ON "gateway_callbacks" USING btree ("gateway","nonce") WHERE "gateway_callbacks"."signature_valid";--> statement-breakpoint
CREATE INDEX "gateway_callbacks_order" ON "gateway_callbacks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_accounts_unique" ON "withdrawal_accounts" USING btree ("member_id","method","account_number") WHERE "withdrawal_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_confirm_by" ON "withdrawals" USING btree ("confirm_by") WHERE "withdrawals"."confirm_by" is not null;--> statement-breakpoint
CREATE INDEX "uploads_member" ON "uploads" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_member" ON "bonus_grants" USING btree ("member_id","status","granted_at");