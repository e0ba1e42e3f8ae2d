ALTER TABLE "crash_rounds" ADD COLUMN "staked_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rounds played before this column: the sum of their bets (the live one's bets go on from it).
UPDATE "crash_rounds" SET "staked_minor" = "stakes"."total"
FROM (SELECT "round_id", sum("stake_minor") AS "total" FROM "crash_bets" GROUP BY "round_id") AS "stakes"
WHERE "stakes"."round_id" = "crash_rounds"."id";
