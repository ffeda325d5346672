export type ActionTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * Where a notification's actionUrl leads. Same-origin URLs stay in the SPA
 * (client-side navigation); other http(s) URLs open as ordinary links; any
 * other scheme (javascript:, data:) is refused because the URL comes from data.
 */
export function resolveActionTarget(actionUrl: string | null, origin: string): ActionTarget | null {
  if (!actionUrl) return null;
  let url: URL;
  try {
    url = new URL(actionUrl, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
