CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"staff_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('VISITOR', 'AGENT', 'BOT'))
);
--> statement-breakpoint
CREATE TABLE "chat_models" (
	"code" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"model_code" text NOT NULL,
	"member_id" bigint,
	"display_name" text NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_rooms_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "chat_rooms_status" CHECK ("chat_rooms"."status" in ('OPEN', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "announcement_texts" (
	"announcement_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "announcement_texts_announcement_id_language_pk" PRIMARY KEY("announcement_id","language")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"group_name" text,
	"url" text,
	"linkage_type" text,
	"linkage" text,
	"execution" text,
	"category" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_kind" CHECK ("announcements"."kind" in ('BANNER', 'PLAYER', 'POPUP', 'PROMOTION', 'MARQUEE')),
	CONSTRAINT "announcements_window" CHECK ("announcements"."ends_at" is null or "announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "content_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"remark" text,
	"image_upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reply" text,
	"replied_by_staff_id" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_status_values" CHECK ("feedback"."status" in ('OPEN', 'ANSWERED')),
	CONSTRAINT "feedback_images_max" CHECK (coalesce(array_length("feedback"."image_upload_ids", 1), 0) <= 3)
);
--> statement-breakpoint
CREATE TABLE "platform_message_reads" (
	"member_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_message_reads_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "platform_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"member_id" bigint,
	"category" text DEFAULT 'NOTICE' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sender_staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_messages_audience" CHECK ("platform_messages"."audience" in ('MEMBER', 'ALL', 'AGENTS')),
	CONSTRAINT "platform_messages_member_when_direct" CHECK (("platform_messages"."audience" = 'MEMBER') = ("platform_messages"."member_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_model_code_chat_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."chat_models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_texts" ADD CONSTRAINT "announcement_texts_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_staff_id_staff_users_id_fk" FOREIGN KEY ("replied_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_message_reads" ADD CONSTRAINT "platform_message_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_message_reads" ADD CONSTRAINT "platform_message_reads_message_id_platform_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."platform_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD CONSTRAINT "platform_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD CONSTRAINT "platform_messages_sender_staff_id_staff_users_id_fk" FOREIGN KEY ("sender_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "chat_rooms_status_last" ON "chat_rooms" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "announcements_kind_start" ON "announcements" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE INDEX "feedback_member" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "platform_messages_member" ON "platform_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "platform_messages_broadcast" ON "platform_messages" USING btree ("audience","created_at") WHERE "platform_messages"."member_id" is null;