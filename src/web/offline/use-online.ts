import { useSyncExternalStore } from 'react';
import { isReachable, reportReachable, subscribeConnectivity } from './connectivity';

function subscribe(listener: () => void): () => void {
  // Coming online is worth a try: the next call says whether the server answers.
  const online = () => {
    reportReachable(true);
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  const stop = subscribeConnectivity(listener);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
    stop();
  };
}

/**
 * Whether the device is online: navigator.onLine (and its online/offline events), and the
 * server answered the device's last call (connectivity.ts).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && isReachable(),
    () => true,
  );
}
