CREATE TABLE "account_closures" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"ip" text,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"case_key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"note" text,
	"closed_by_staff_id" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "aml_cases_case_key_unique" UNIQUE("case_key")
);
--> statement-breakpoint
CREATE TABLE "aml_covered_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_evidence" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"minimum_age" smallint DEFAULT 21 NOT NULL,
	"withdrawal_tier" text DEFAULT 'VERIFIED' NOT NULL,
	"large_deposit_tier" text DEFAULT 'VERIFIED' NOT NULL,
	"large_deposit_above_minor" bigint DEFAULT 5000000 NOT NULL,
	"covered_threshold_minor" bigint DEFAULT 500000000 NOT NULL,
	"structuring_floor_bps" integer DEFAULT 8000 NOT NULL,
	"structuring_count" integer DEFAULT 3 NOT NULL,
	"structuring_window_hours" integer DEFAULT 72 NOT NULL,
	"str_deadline_working_days" integer DEFAULT 5 NOT NULL,
	"aml_scanned_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_settings_one_row" CHECK ("compliance_settings"."id" = 1),
	CONSTRAINT "compliance_settings_age" CHECK ("compliance_settings"."minimum_age" between 18 and 99)
);
--> statement-breakpoint
CREATE TABLE "family_exclusion_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"applicant_name" text NOT NULL,
	"relationship" text NOT NULL,
	"contact" text NOT NULL,
	"respondent_name" text NOT NULL,
	"respondent_account" text,
	"respondent_birthday" date,
	"details" text NOT NULL,
	"evidence_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"member_id" bigint,
	"reason" text,
	"exclusion_applied" boolean DEFAULT false NOT NULL,
	"reviewed_by_staff_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "family_exclusion_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"reverify_reason" text,
	"declared_not_prohibited_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"full_name" text NOT NULL,
	"birthday" date NOT NULL,
	"document_upload_id" uuid NOT NULL,
	"selfie_upload_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"reviewed_by_staff_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_submissions_status_values" CHECK ("kyc_submissions"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "screening_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"full_name" text NOT NULL,
	"birthday" date,
	"reference" text,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"match_key" text NOT NULL,
	"matched_name" text NOT NULL,
	"list_reference" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reason" text,
	"reviewed_by_staff_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_cases" ADD CONSTRAINT "aml_cases_closed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("closed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_exclusion_requests" ADD CONSTRAINT "family_exclusion_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_exclusion_requests" ADD CONSTRAINT "family_exclusion_requests_reviewed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_reviewed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aml_cases_status" ON "aml_cases" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "aml_cases_member" ON "aml_cases" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aml_covered_reports_source" ON "aml_covered_reports" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "aml_covered_reports_detected" ON "aml_covered_reports" USING btree ("detected_at");--> statement-breakpoint
CREATE INDEX "family_exclusion_requests_status" ON "family_exclusion_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_member" ON "kyc_submissions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status" ON "kyc_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_pending" ON "kyc_submissions" USING btree ("member_id") WHERE "kyc_submissions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "screening_entries_name" ON "screening_entries" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_hits_member_match" ON "screening_hits" USING btree ("member_id","match_key");--> statement-breakpoint
CREATE INDEX "screening_hits_status" ON "screening_hits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "screening_hits_holding" ON "screening_hits" USING btree ("member_id") WHERE "screening_hits"."status" <> 'CLEARED';--> statement-breakpoint
CREATE OR REPLACE FUNCTION compliance_records_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is kept (AMLA records, 5 years at least): % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "aml_covered_reports_kept" BEFORE UPDATE OR DELETE ON "aml_covered_reports" FOR EACH ROW EXECUTE FUNCTION compliance_records_kept();--> statement-breakpoint
CREATE TRIGGER "aml_covered_reports_no_truncate" BEFORE TRUNCATE ON "aml_covered_reports" FOR EACH STATEMENT EXECUTE FUNCTION compliance_records_kept();--> statement-breakpoint
CREATE TRIGGER "aml_cases_kept" BEFORE DELETE ON "aml_cases" FOR EACH ROW EXECUTE FUNCTION compliance_records_kept();--> statement-breakpoint
CREATE TRIGGER "aml_cases_no_truncate" BEFORE TRUNCATE ON "aml_cases" FOR EACH STATEMENT EXECUTE FUNCTION compliance_records_kept();--> statement-breakpoint
INSERT INTO "compliance_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
