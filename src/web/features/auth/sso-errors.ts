/**
 * What the sign-in page says when the organisation's sign-in came back with `?error=`
 * (better-auth's codes and ours from src/server/features/sso/auth-plugin.ts).
 */
const SSO_ERROR_MESSAGES: Record<string, string> = {
  SSO_EMAIL_OUTSIDE_DOMAIN:
    "Your organisation's sign-in gave an e-mail address outside its domains. Ask your administrator.",
  SSO_ACCOUNT_ELSEWHERE:
    'This account cannot sign in with this organisation. Ask your administrator.',
  // The deactivated-account answer (auth.ts): after the provider's sign-in it is no secret.
  INVALID_EMAIL_OR_PASSWORD:
    'Your account cannot sign in: it may have been deactivated. Ask your administrator.',
  invalid_state:
    'The sign-in expired or was started in another window. Please sign in with your organisation again.',
  state_mismatch:
    'The sign-in expired or was started in another window. Please sign in with your organisation again.',
  please_restart_the_process:
    'The sign-in expired or was started in another window. Please sign in with your organisation again.',
  access_denied: "Your organisation's sign-in was cancelled or refused.",
};

export const SSO_FAILED =
  'Signing in with your organisation did not work. Please try again, or ask your administrator.';

/** The message for `?error=` on the sign-in page, or null when there is none. */
export function ssoErrorMessage(search: string): string | null {
  const code = new URLSearchParams(search).get('error');
  if (!code) return null;
  return SSO_ERROR_MESSAGES[code] ?? SSO_FAILED;
}
