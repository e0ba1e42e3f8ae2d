CREATE TABLE "member_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member" ON "member_notes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "members_account_prefix" ON "members" USING btree (lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_num" ON "members" USING btree ("mobile_num");--> statement-breakpoint
CREATE INDEX "members_created" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "members_registered_ip" ON "members" USING btree ("registered_ip");--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_number" ON "withdrawal_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_name" ON "withdrawal_accounts" USING btree (lower("account_name"));--> statement-breakpoint
CREATE INDEX "member_known_ips_ip" ON "member_known_ips" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "sessions_member_created" ON "sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_device_id" ON "sessions" USING btree ("device_id","member_id") WHERE "sessions"."device_id" is not null;