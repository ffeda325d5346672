import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself (spec 02 §8: error banners after 3 s, the copy notice after 2 s). */
export function useTransientMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clear(), [clear]);
  return { message, show, clear };
}

/** Spec 02 §7: a short pause precedes the set-up and verify calls. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
