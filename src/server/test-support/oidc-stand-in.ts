import type { Server } from 'node:http';
import { createServer } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on this machine, the third
 * party of the single sign-on tests (docs/sso.md): discovery, authorisation with PKCE, token,
 * userinfo and signed ID tokens. Its login screen is the package's development one, where
 * the "login" is the account id: here the e-mail address, which becomes the `email` claim.
 * Consent is given at once, as a company's own provider does for its own applications.
 */
export const STAND_IN_CLIENT = { id: 'inspecthub-test', secret: 'stand-in-client-secret-0001' };

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** "ann.lee@contoso.test" -> "Ann Lee": the name claim a provider would send. */
const nameOf = (email: string) =>
  (email.split('@')[0] ?? '')
    .split(/[._-]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');

function configuration(appBaseUrl: string): Configuration {
  return {
    clients: [
      {
        client_id: STAND_IN_CLIENT.id,
        client_secret: STAND_IN_CLIENT.secret,
        redirect_uris: [`${appBaseUrl}/api/auth/sso/callback/oidc-000000000000`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: nameOf(id) }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    // Consent at once: the test is about InspectHub, not the provider's consent screen.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}

/**
 * Starts the provider at http://127.0.0.1:<port>. Any callback path of the app is accepted as
 * a redirect URI, since each InspectHub provider has its own (the form makes its id).
 */
export async function startOidcStandIn(appBaseUrl: string, port?: number) {
  const listenOn = port ?? (await freePort());
  const issuer = `http://127.0.0.1:${listenOn}`;
  const provider = new Provider(issuer, configuration(appBaseUrl));
  const callbackPrefix = `${appBaseUrl}/api/auth/sso/callback/`;
  provider.Client.prototype.redirectUriAllowed = (uri: string) => uri.startsWith(callbackPrefix);
  const server: Server = await new Promise((resolve) => {
    const started = provider.listen(listenOn, '127.0.0.1', () => resolve(started));
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
