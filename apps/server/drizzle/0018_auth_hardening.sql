CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD COLUMN "session_method" text DEFAULT 'PASSWORD' NOT NULL;--> statement-breakpoint
CREATE INDEX "attempt_counters_window_ends_at" ON "attempt_counters" USING btree ("window_ends_at");