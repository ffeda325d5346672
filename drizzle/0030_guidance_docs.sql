CREATE TABLE "guidance_acknowledgements" (
	"tenant_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"major" integer NOT NULL,
	"version_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guidance_acknowledgements_document_id_user_id_major_pk" PRIMARY KEY("document_id","user_id","major")
);
--> statement-breakpoint
CREATE TABLE "guidance_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"major" integer NOT NULL,
	"minor" integer NOT NULL,
	"label" text NOT NULL,
	"change_note" text NOT NULL,
	"uploaded_by_id" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guidance_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"doc_type" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"owner_id" text,
	"review_by" date,
	"review_reminded_for" date,
	"download_count" integer DEFAULT 0 NOT NULL,
	"current_version_id" uuid,
	"current_version" text NOT NULL,
	"format" text NOT NULL,
	"file_size" integer NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	"required_reading_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guidance_acknowledgements" ADD CONSTRAINT "guidance_acknowledgements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_acknowledgements" ADD CONSTRAINT "guidance_acknowledgements_document_id_guidance_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."guidance_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_acknowledgements" ADD CONSTRAINT "guidance_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_document_versions" ADD CONSTRAINT "guidance_document_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_document_versions" ADD CONSTRAINT "guidance_document_versions_document_id_guidance_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."guidance_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_document_versions" ADD CONSTRAINT "guidance_document_versions_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_documents" ADD CONSTRAINT "guidance_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_documents" ADD CONSTRAINT "guidance_documents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_documents" ADD CONSTRAINT "guidance_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guidance_document_versions_label_idx" ON "guidance_document_versions" USING btree ("document_id","major","minor");--> statement-breakpoint
CREATE UNIQUE INDEX "guidance_documents_reference_idx" ON "guidance_documents" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "guidance_documents_tenant_category_idx" ON "guidance_documents" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "guidance_documents_search_idx" ON "guidance_documents" USING gin ("search_vector");