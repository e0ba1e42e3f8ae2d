ALTER TABLE "leaderboards" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "birthday_min_deposits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_birthday_min_deposits" CHECK ("vip_levels"."birthday_min_deposits" between 0 and 1000);