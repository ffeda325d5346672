import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle after it (at the latest after
 * `timeoutMs`): for parts of a screen that need not be in its first paint, so they load and
 * render after it instead of delaying it.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
