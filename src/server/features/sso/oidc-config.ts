import type { DiscoveredOidc } from './discovery';

/** The part of @better-auth/sso's `oidcConfig` JSON we write and read back. */
export type StoredOidcConfig = DiscoveredOidc & {
  clientId: string;
  clientSecret: string;
  pkce: boolean;
  scopes: string[];
};

/**
 * The plugin's JSON: discovered endpoints (so it never fetches discovery at sign-in), PKCE on,
 * and the scopes every provider supports. No offline_access: InspectHub keeps its own session
 * and never calls the provider's APIs, so it asks for no refresh token.
 */
export function toOidcConfig(
  fields: { issuer: string; clientId: string },
  discovered: DiscoveredOidc,
  clientSecret: string,
): string {
  const config: StoredOidcConfig = {
    ...discovered,
    issuer: fields.issuer,
    clientId: fields.clientId,
    clientSecret,
    pkce: true,
    scopes: ['openid', 'email', 'profile'],
  };
  return JSON.stringify(config);
}

export function parseOidcConfig(text: string | null): StoredOidcConfig | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as StoredOidcConfig;
  } catch {
    return null;
  }
}
