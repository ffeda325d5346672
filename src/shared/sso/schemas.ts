import { z } from 'zod';
import { ROLES } from '@/shared/roles';

/** What the sign-in page shows and the server answers for a password of an SSO-only domain. */
export { SSO_REQUIRED_MESSAGE } from './messages';

export const SSO_DOMAINS_MAX = 20;

export const ssoDomainTakenMessage = (domain: string) =>
  `The domain ${domain} is already used for single sign-on by another provider. Each e-mail domain can belong to one provider only.`;

// A host name with at least one dot: letters, digits and hyphens, no leading or trailing hyphen.
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** "example.com, Example.org" -> ['example.com', 'example.org'] (also spaces or new lines). */
export function splitDomains(text: string): string[] {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return [...new Set(parts)];
}

const domains = z
  .string()
  .max(2000, 'The domain list must be no more than 2000 characters')
  .transform(splitDomains)
  .pipe(
    z
      .array(
        z
          .string()
          .regex(DOMAIN_PATTERN, 'Enter e-mail domains like example.com, separated by commas'),
      )
      .min(1, 'Enter at least one e-mail domain, like example.com')
      .max(SSO_DOMAINS_MAX, `Enter no more than ${SSO_DOMAINS_MAX} domains`),
  );

const issuer = z
  .string()
  .trim()
  .min(1, 'Issuer URL is required')
  .max(500, 'Issuer URL must be no more than 500 characters')
  .refine((value) => URL.canParse(value), 'Enter a full URL, like https://login.example.com')
  .refine((value) => /^https?:\/\//i.test(value), 'The issuer URL must start with https://')
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return !url || (!url.search && !url.hash && !url.username && !url.password);
  }, 'The issuer URL must not contain a query, fragment, user name or password');

/**
 * The form's fields. The client secret is write-only: empty on an edit keeps the saved one
 * (the browser never receives it), and a new provider needs one.
 */
export const SsoProviderFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Display name is required')
    .max(100, 'Display name must be no more than 100 characters'),
  issuer,
  clientId: z
    .string()
    .trim()
    .min(1, 'Client ID is required')
    .max(500, 'Client ID must be no more than 500 characters'),
  clientSecret: z.string().trim().max(2000, 'Client secret must be no more than 2000 characters'),
  domains,
  defaultRole: z.enum(ROLES, { message: 'Choose a role from the list' }),
  requireSso: z.boolean(),
});
export type SsoProviderFields = z.input<typeof SsoProviderFields>;
export type SsoProviderOutput = z.output<typeof SsoProviderFields>;

/** A provider's id, part of its callback URL: made by the form so the URL shows before saving. */
export const SSO_PROVIDER_ID_PATTERN = /^oidc-[0-9a-f]{12}$/;

export const CreateSsoProviderInput = SsoProviderFields.extend({
  providerId: z.string().regex(SSO_PROVIDER_ID_PATTERN, 'Reload the page and try again'),
}).refine((value) => value.clientSecret, {
  message: 'Client secret is required',
  path: ['clientSecret'],
});

/** The redirect (callback) URL the identity provider must send the browser back to. */
export const ssoCallbackUrl = (baseUrl: string, providerId: string) =>
  `${baseUrl.replace(/\/$/, '')}/api/auth/sso/callback/${providerId}`;

export const UpdateSsoProviderInput = SsoProviderFields.extend({ id: z.string().uuid() });
export type UpdateSsoProviderInput = z.input<typeof UpdateSsoProviderInput>;

export const SsoProviderIdInput = z.object({ id: z.string().uuid() });

export const SsoTestConnectionInput = z.object({ issuer });

/** The sign-in page's question; anything that is not an e-mail simply has no provider. */
export const SsoLookupInput = z.object({ email: z.string().trim().max(254) });

/** The whole answer: nothing about tenants or accounts. */
export type SsoLookupAnswer = { sso: boolean; required: boolean; name: string | null };
