/**
 * The OpenID Connect provider of the single sign-on spec (e2e/sso.spec.ts): the stand-in of
 * src/server/test-support/oidc-stand-in.ts, started by global setup on a port derived from the
 * server's (as the mailbox's are), so runs on other ports never share it and the server's
 * TRUSTED_ORIGINS can name it before it starts.
 */
export const oidcStandInPort = (serverPort: number) => serverPort + 22_000;

export const oidcStandInIssuer = (serverPort = Number(process.env.E2E_PORT ?? 3210)) =>
  `http://127.0.0.1:${oidcStandInPort(serverPort)}`;
