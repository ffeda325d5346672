-- Issue 28 point 6, decision 015: 'Enhanced Monitoring' is QUALITY_ASSURANCE everywhere. The old
-- single-page form filed it under REGULATORY_REQUIREMENT, so the same choice counted under two
-- triggers. Those rows still carry the label the form showed, which tells them apart from a real
-- 'Regulatory Requirement'. Each row rewritten gets the version bump an edit gets (an edit form
-- opened before sees the change) and an audit row naming this migration, so the change is not silent.
WITH rewritten AS (
  UPDATE inspections
  SET trigger = 'QUALITY_ASSURANCE', version = version + 1, updated_at = now()
  WHERE trigger = 'REGULATORY_REQUIREMENT' AND trigger_label = 'Enhanced Monitoring'
  RETURNING id, tenant_id, reference
)
INSERT INTO audit_log (tenant_id, action, resource, resource_id, details)
SELECT tenant_id, 'update', 'inspection', id::text,
  jsonb_build_object(
    'reference', reference,
    'changes', jsonb_build_object(
      'trigger', jsonb_build_object('from', 'REGULATORY_REQUIREMENT', 'to', 'QUALITY_ASSURANCE')
    ),
    'reason', 'Migration 0049: Enhanced Monitoring is Quality Assurance on every form (decision 015)'
  )
FROM rewritten;
