-- Issue 22 item 21: server content per language. A picture per language for announcements (banner
-- and promotion art carries words), and platform messages in more than one language.
ALTER TABLE "announcement_texts" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;
