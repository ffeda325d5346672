import { SSO_REQUIRED_MESSAGE } from '@/shared/sso/messages';
import { Button } from '@/web/components/ui/button';
import type { useSsoSignIn } from './use-sso-sign-in';

/**
 * "Sign in with your organisation" once the e-mail's domain has a provider; when the
 * organisation requires it the password path is hidden (login-form.tsx) and this says why.
 */
export function SsoChoice({ sso }: { sso: ReturnType<typeof useSsoSignIn> }) {
  if (!sso.provider) return null;
  return (
    <div className="space-y-3">
      {sso.provider.required && (
        <div
          role="status"
          className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          {SSO_REQUIRED_MESSAGE}
        </div>
      )}
      {sso.error && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {sso.error}
        </div>
      )}
      <Button
        type="button"
        variant={sso.provider.required ? 'primary' : 'secondary'}
        className="w-full"
        disabled={sso.isStarting}
        onClick={() => void sso.start()}
      >
        {sso.isStarting ? 'Opening your organisation...' : 'Sign in with your organisation'}
      </Button>
      {sso.provider.name && (
        <p className="text-center text-sm text-slate-600">{sso.provider.name}</p>
      )}
      {!sso.provider.required && (
        <p className="text-center text-xs tracking-wide text-slate-500 uppercase">
          or use your password
        </p>
      )}
    </div>
  );
}
