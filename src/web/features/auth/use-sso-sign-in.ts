import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SsoLookupAnswer } from '@/shared/sso/schemas';
import { resolvePostLoginPath } from './redirect-target';
import { fetchSsoLookup, startSsoSignIn } from './sso-requests';

// Asked this long after the last keystroke (or at once when the field is left).
const LOOKUP_DELAY_MS = 400;
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Single sign-on on the sign-in page: once the e-mail looks complete, whether its domain has
 * an organisation's provider (and requires it), and the button's action.
 */
export function useSsoSignIn(email: string) {
  const location = useLocation();
  const [answer, setAnswer] = useState<SsoLookupAnswer & { email: string }>();
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef('');

  function ask(value: string) {
    const trimmed = value.trim();
    if (!LOOKS_LIKE_EMAIL.test(trimmed) || asked.current === trimmed) return;
    asked.current = trimmed;
    void fetchSsoLookup(trimmed).then((found) => {
      if (asked.current === trimmed) setAnswer({ ...found, email: trimmed });
    });
  }

  useEffect(() => {
    const timer = setTimeout(() => ask(email), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email]);

  // An answer for an e-mail since edited no longer applies.
  const current = answer && answer.email === email.trim() && answer.sso ? answer : null;

  async function start() {
    if (!current) return;
    setIsStarting(true);
    setError(null);
    const redirectTo = resolvePostLoginPath(location.state, location.search);
    const failure = await startSsoSignIn(current.email, redirectTo);
    if (failure) {
      setError(failure);
      setIsStarting(false);
    }
  }

  return {
    provider: current ? { name: current.name ?? '', required: current.required } : null,
    isStarting,
    error,
    onEmailBlur: () => ask(email),
    start,
  };
}
