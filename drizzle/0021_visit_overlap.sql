-- Issue 11: one inspector's open visits may not overlap in time (09:30 for 90 minutes blocks 10:00).
-- btree_gist lets one GiST index compare the tenant and inspector (=) with the time range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Earlier data may hold overlaps the old same-start-time rule allowed: the later-booked visit of
-- each overlapping pair is cancelled (with a reason) so the constraint can be added.
UPDATE "inspection_visits" AS v
SET "status" = 'cancelled',
    "cancel_reason" = 'Cancelled automatically: it overlapped another visit of the same inspector.',
    "updated_at" = now()
WHERE v."status" <> 'cancelled'
  AND EXISTS (
    SELECT 1 FROM "inspection_visits" AS o
    WHERE o."tenant_id" = v."tenant_id"
      AND o."inspector_user_id" = v."inspector_user_id"
      AND o."visit_date" = v."visit_date"
      AND o."status" <> 'cancelled'
      AND (o."created_at", o."id") < (v."created_at", v."id")
      AND int4range(
            split_part(o."visit_time", ':', 1)::int * 60 + split_part(o."visit_time", ':', 2)::int,
            split_part(o."visit_time", ':', 1)::int * 60 + split_part(o."visit_time", ':', 2)::int + o."duration_minutes")
          && int4range(
            split_part(v."visit_time", ':', 1)::int * 60 + split_part(v."visit_time", ':', 2)::int,
            split_part(v."visit_time", ':', 1)::int * 60 + split_part(v."visit_time", ':', 2)::int + v."duration_minutes")
  );
--> statement-breakpoint
ALTER TABLE "inspection_visits" ADD CONSTRAINT "inspection_visits_no_overlap" EXCLUDE USING gist (
  "tenant_id" WITH =,
  "inspector_user_id" WITH =,
  "visit_date" WITH =,
  int4range(
    split_part("visit_time", ':', 1)::int * 60 + split_part("visit_time", ':', 2)::int,
    split_part("visit_time", ':', 1)::int * 60 + split_part("visit_time", ':', 2)::int + "duration_minutes"
  ) WITH &&
) WHERE ("status" <> 'cancelled');
