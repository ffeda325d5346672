CREATE TABLE "evidence_flag_explanations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"evidence_id" uuid NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"explained_by" text,
	"explained_by_name" text NOT NULL,
	"explained_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_visit_starts" (
	"inspection_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position_status" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_metres" double precision,
	"recorded_by" text,
	"recorded_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_coordinates" (
	"tenant_id" text NOT NULL,
	"uprn" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_coordinates_tenant_id_uprn_pk" PRIMARY KEY("tenant_id","uprn")
);
--> statement-breakpoint
ALTER TABLE "inspection_evidence" ADD COLUMN "phash" text;--> statement-breakpoint
ALTER TABLE "inspection_evidence" ADD COLUMN "duplicate_of_evidence_id" uuid;--> statement-breakpoint
ALTER TABLE "evidence_flag_explanations" ADD CONSTRAINT "evidence_flag_explanations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_flag_explanations" ADD CONSTRAINT "evidence_flag_explanations_evidence_id_inspection_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."inspection_evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_flag_explanations" ADD CONSTRAINT "evidence_flag_explanations_explained_by_users_id_fk" FOREIGN KEY ("explained_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_visit_starts" ADD CONSTRAINT "inspection_visit_starts_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_visit_starts" ADD CONSTRAINT "inspection_visit_starts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_visit_starts" ADD CONSTRAINT "inspection_visit_starts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_coordinates" ADD CONSTRAINT "property_coordinates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_coordinates" ADD CONSTRAINT "property_coordinates_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_flag_explanations_idx" ON "evidence_flag_explanations" USING btree ("evidence_id","code");--> statement-breakpoint
ALTER TABLE "inspection_evidence" ADD CONSTRAINT "inspection_evidence_duplicate_of_evidence_id_inspection_evidence_id_fk" FOREIGN KEY ("duplicate_of_evidence_id") REFERENCES "public"."inspection_evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_evidence_phash_todo_idx" ON "inspection_evidence" USING btree ("created_at") WHERE "inspection_evidence"."kind" = 'photo' and "inspection_evidence"."phash" is null;