/**
 * Whether the server can be reached, as far as the device last saw: the browser's
 * navigator.onLine says only that there is a network interface (a phone on a captive Wi-Fi, or
 * a browser whose emulated offline mode does not reach every page, says "online"). A call of
 * the server that fails on the network marks it unreachable until one succeeds or the browser
 * reports coming online again.
 */
let reachable = true;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function reportReachable(ok: boolean): void {
  if (reachable === ok) return;
  reachable = ok;
  notify();
}

export function isReachable(): boolean {
  return reachable;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
