/** Recent Activity lines made readable from audit rows (action, resource, details). */
export type ActivityEntry = {
  actorName: string | null;
  action: string;
  resource: string;
  details: Record<string, unknown> | null;
};

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  send: 'sent',
  send_bulk: 'sent',
  sign_in: 'signed in',
  reassign: 'reassigned',
  export: 'exported',
  download: 'downloaded',
  deactivate: 'deactivated',
  complete: 'completed',
  password_changed: 'changed the password of',
  mfa_enabled: 'enabled two-factor authentication on',
  mfa_reset: 'reset two-factor authentication on',
  mfa_setup_started: 'started two-factor set-up on',
  clear_cache: 'cleared',
  retention: 'applied data retention to',
};

function words(identifier: string): string {
  return identifier
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
}

function describeTarget(resource: string, details: Record<string, unknown> | null): string {
  const noun = resource === 'inspection_visit' ? 'inspection visit' : words(resource);
  const label = ['reference', 'name', 'title', 'email']
    .map((k) => details?.[k])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return label ? `${noun} ${label}` : noun;
}

/** 'Jane Smith updated inspection INS-2026-000123 (Pending → Passed)'. */
export function describeActivity(entry: ActivityEntry): string {
  const who = entry.actorName ?? 'System';
  if (entry.action === 'sign_in') return `${who} signed in`;
  const verb = VERBS[entry.action] ?? words(entry.action);
  const from = entry.details?.from;
  const to = entry.details?.to;
  const change =
    typeof from === 'string' && typeof to === 'string' ? ` (${words(from)} → ${words(to)})` : '';
  return `${who} ${verb} ${describeTarget(entry.resource, entry.details)}${change}`;
}
