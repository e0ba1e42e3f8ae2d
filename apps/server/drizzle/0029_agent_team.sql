CREATE TABLE "invitation_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"contract_offer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitation_registrations" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_registrations" ADD CONSTRAINT "invitation_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_registrations" ADD CONSTRAINT "invitation_registrations_link_id_invitation_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."invitation_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_links_code" ON "invitation_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invitation_links_agent" ON "invitation_links" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "invitation_registrations_link" ON "invitation_registrations" USING btree ("link_id");