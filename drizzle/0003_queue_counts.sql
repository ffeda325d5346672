CREATE TABLE "inspection_queue_counts" (
	"tenant_id" text NOT NULL,
	"measure_type" text NOT NULL,
	"trigger" text NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inspection_queue_counts_tenant_id_measure_type_trigger_pk" PRIMARY KEY("tenant_id","measure_type","trigger")
);
