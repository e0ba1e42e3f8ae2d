CREATE TABLE "content_images" (
	"id" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_registrations_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"registrations" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_service_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_topics" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_resources" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "stats_first_deposits_day" ON "stats_first_deposits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stats_money_daily_day" ON "stats_money_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stats_play_daily_day" ON "stats_play_daily" USING btree ("day");
--> statement-breakpoint
-- Registrations before this migration (trial accounts, type 4, are not registrations); the stream counts the next ones.
INSERT INTO "stats_registrations_daily" ("day", "registrations")
SELECT (m.created_at AT TIME ZONE s.reporting_time_zone)::date, count(*)
FROM members m CROSS JOIN stats_settings s
WHERE s.id = 1 AND m.type <> 4
GROUP BY 1;
