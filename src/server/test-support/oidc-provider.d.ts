// The part of oidc-provider (a test-only dependency without types) the SSO stand-in uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  type Grant = {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
  type OidcContext = {
    oidc: {
      provider: { Grant: new (fields: { clientId: string; accountId: string }) => Grant };
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  };
  export type Configuration = {
    clients: Record<string, unknown>[];
    findAccount: (
      ctx: unknown,
      id: string,
    ) => { accountId: string; claims: () => Record<string, unknown> };
    claims: Record<string, string[]>;
    features: Record<string, unknown>;
    cookies: { keys: string[] };
    loadExistingGrant: (ctx: OidcContext) => Promise<Grant>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Client: { prototype: { redirectUriAllowed: (uri: string) => boolean } };
    listen(port: number, host: string, callback: () => void): Server;
  }
}
