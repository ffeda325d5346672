CREATE TABLE "inspection_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"inspection_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"captured_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"uploaded_by" text,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"withdrawn_by_name" text,
	"withdraw_reason" text
);
--> statement-breakpoint
ALTER TABLE "inspection_evidence" ADD CONSTRAINT "inspection_evidence_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_evidence" ADD CONSTRAINT "inspection_evidence_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_evidence" ADD CONSTRAINT "inspection_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_evidence" ADD CONSTRAINT "inspection_evidence_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_evidence_inspection_idx" ON "inspection_evidence" USING btree ("tenant_id","inspection_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_evidence_hash_idx" ON "inspection_evidence" USING btree ("inspection_id","sha256") WHERE "inspection_evidence"."kind" <> 'signature';