CREATE TABLE "customer_service_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"cs_position" text NOT NULL,
	"cs_type" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"language" text NOT NULL,
	"device" text DEFAULT 'WEB' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"label_name_en" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_maintenance" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1),
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" text NOT NULL,
	"icon_url" text,
	"large_icon_url" text,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"classify" text,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_maintenance" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_hierarchy" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_hierarchy_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"account" text NOT NULL,
	"nickname" text,
	"type" smallint DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"email" text,
	"dialing_code" text,
	"mobile_num" text,
	"payee_name" text,
	"currency" char(3) DEFAULT 'PHP' NOT NULL,
	"language" text DEFAULT 'TY' NOT NULL,
	"upline_id" bigint,
	"affiliate_code" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"domain" text PRIMARY KEY NOT NULL,
	"route" text,
	"affiliate_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"mod_id" text PRIMARY KEY NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_field_settings" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" integer NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_field_settings_lengths" CHECK ("register_field_settings"."min_length" >= 0 and "register_field_settings"."min_length" <= "register_field_settings"."max_length")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"maintenance_enabled" boolean DEFAULT false NOT NULL,
	"maintenance_messages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"maintenance_until" timestamp with time zone,
	"region_restriction_enabled" boolean DEFAULT true NOT NULL,
	"allowed_countries" text[] DEFAULT '{PH}'::text[] NOT NULL,
	"main_domain" text DEFAULT 'localhost' NOT NULL,
	"gtag_id" text,
	"image_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_service_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_hierarchy" ADD CONSTRAINT "member_hierarchy_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_hierarchy" ADD CONSTRAINT "member_hierarchy_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_topics_tag_language_device" ON "help_topics" USING btree ("tag","language","device");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game_code" ON "games" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_type_sort" ON "games" USING btree ("game_type","sort_order");--> statement-breakpoint
CREATE INDEX "member_hierarchy_descendant" ON "member_hierarchy" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_lower" ON "members" USING btree (lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile" ON "members" USING btree ("dialing_code","mobile_num");--> statement-breakpoint
CREATE UNIQUE INDEX "members_affiliate_code" ON "members" USING btree (lower("affiliate_code"));--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("upline_id");