CREATE TABLE "staff_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'READ_ONLY';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_hash" ON "staff_recovery_codes" USING btree ("code_hash");--> statement-breakpoint
-- Issue 16: the back-office roles. The first build's ADMIN is the owner; SUPPORT and FINANCE stay.
UPDATE "staff_users" SET "role" = 'OWNER' WHERE "role" = 'ADMIN';--> statement-breakpoint
UPDATE "staff_users" SET "role" = 'READ_ONLY' WHERE "role" NOT IN ('OWNER', 'FINANCE', 'RISK', 'SUPPORT', 'MARKETING', 'READ_ONLY');--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("role" IN ('OWNER', 'FINANCE', 'RISK', 'SUPPORT', 'MARKETING', 'READ_ONLY'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_status_known" CHECK ("status" IN ('ACTIVE', 'DISABLED', 'INVITED'));--> statement-breakpoint
-- Staff sessions opened before this migration had no second factor: they end, and their staff log in again with one.
UPDATE "sessions" SET "revoked_at" = now(), "revoked_reason" = 'second factor required' WHERE "subject_kind" = 'STAFF' AND "revoked_at" IS NULL;--> statement-breakpoint
-- The audit log is append-only: rows are written, never changed or removed (decision 026).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
