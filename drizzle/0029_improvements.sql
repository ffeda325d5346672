CREATE TABLE "improvement_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"initiative_id" uuid,
	"suggestion_id" uuid,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_comments_one_target_check" CHECK (("improvement_comments"."initiative_id" is null) <> ("improvement_comments"."suggestion_id" is null))
);
--> statement-breakpoint
CREATE TABLE "improvement_initiative_votes" (
	"initiative_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_initiative_votes_initiative_id_user_id_pk" PRIMARY KEY("initiative_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "improvement_initiatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"expected_impact" text DEFAULT '' NOT NULL,
	"start_date" date,
	"target_date" date,
	"owner_id" text,
	"description" text NOT NULL,
	"resources" text DEFAULT '' NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_initiatives_progress_check" CHECK ("improvement_initiatives"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "improvement_metric_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"metric_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"recorded_by_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "improvement_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"target" double precision NOT NULL,
	"higher_is_better" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "improvement_suggestion_votes" (
	"suggestion_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_suggestion_votes_suggestion_id_user_id_pk" PRIMARY KEY("suggestion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "improvement_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'under-review' NOT NULL,
	"submitted_by_id" text,
	"duplicate_of_id" uuid,
	"initiative_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "improvement_comments" ADD CONSTRAINT "improvement_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_comments" ADD CONSTRAINT "improvement_comments_initiative_id_improvement_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."improvement_initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_comments" ADD CONSTRAINT "improvement_comments_suggestion_id_improvement_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."improvement_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_comments" ADD CONSTRAINT "improvement_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_initiative_votes" ADD CONSTRAINT "improvement_initiative_votes_initiative_id_improvement_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."improvement_initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_initiative_votes" ADD CONSTRAINT "improvement_initiative_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_initiative_votes" ADD CONSTRAINT "improvement_initiative_votes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_initiatives" ADD CONSTRAINT "improvement_initiatives_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_initiatives" ADD CONSTRAINT "improvement_initiatives_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_initiatives" ADD CONSTRAINT "improvement_initiatives_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_metric_readings" ADD CONSTRAINT "improvement_metric_readings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_metric_readings" ADD CONSTRAINT "improvement_metric_readings_metric_id_improvement_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."improvement_metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_metric_readings" ADD CONSTRAINT "improvement_metric_readings_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_metrics" ADD CONSTRAINT "improvement_metrics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestion_votes" ADD CONSTRAINT "improvement_suggestion_votes_suggestion_id_improvement_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."improvement_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestion_votes" ADD CONSTRAINT "improvement_suggestion_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestion_votes" ADD CONSTRAINT "improvement_suggestion_votes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestions" ADD CONSTRAINT "improvement_suggestions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestions" ADD CONSTRAINT "improvement_suggestions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestions" ADD CONSTRAINT "improvement_suggestions_duplicate_of_id_improvement_suggestions_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."improvement_suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestions" ADD CONSTRAINT "improvement_suggestions_initiative_id_improvement_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."improvement_initiatives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "improvement_comments_initiative_idx" ON "improvement_comments" USING btree ("initiative_id","created_at");--> statement-breakpoint
CREATE INDEX "improvement_comments_suggestion_idx" ON "improvement_comments" USING btree ("suggestion_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "improvement_initiatives_reference_idx" ON "improvement_initiatives" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "improvement_initiatives_tenant_created_idx" ON "improvement_initiatives" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "improvement_metric_readings_metric_idx" ON "improvement_metric_readings" USING btree ("metric_id","recorded_at");--> statement-breakpoint
CREATE INDEX "improvement_metrics_tenant_idx" ON "improvement_metrics" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "improvement_suggestions_tenant_created_idx" ON "improvement_suggestions" USING btree ("tenant_id","created_at");