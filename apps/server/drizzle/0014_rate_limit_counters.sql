CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
-- Hand-written: the counters need no durability (a crash costs a fresh window, not money), so
-- they skip the write-ahead log. Issue 22 item 15: rate limits shared by the processes of one
-- PostgreSQL database without Redis (modules/rate-limit).
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
