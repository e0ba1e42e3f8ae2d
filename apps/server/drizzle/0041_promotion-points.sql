ALTER TABLE "promotion_rewards" DROP CONSTRAINT "promotion_rewards_amount";--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD COLUMN "points" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "points" bigint;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_amount" CHECK (("promotion_rewards"."amount" > 0 and "promotion_rewards"."points" = 0) or ("promotion_rewards"."amount" = 0 and "promotion_rewards"."points" > 0));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_points" CHECK ("promotions"."points" is null or "promotions"."points" > 0);