import {
  CreateSsoProviderInput,
  SsoLookupInput,
  SsoProviderIdInput,
  SsoTestConnectionInput,
  UpdateSsoProviderInput,
} from '@/shared/sso/schemas';
import { permissionProcedure, publicProcedure, router } from '@/server/trpc/init';
import { discoverIssuer } from './discovery';
import { lookupEmail, throttleLookup } from './lookup';
import { createProvider, deleteProvider, listProviders, updateProvider } from './providers';

const manage = permissionProcedure('sso:manage');

// Admin Settings > Single sign-on (issue 33 point 6), and the sign-in page's domain question.
export const ssoRouter = router({
  list: manage.query(({ ctx }) => listProviders(ctx, ctx.services.portalUrl)),
  create: manage
    .input(CreateSsoProviderInput)
    .mutation(({ ctx, input }) => createProvider(ctx, input)),
  update: manage
    .input(UpdateSsoProviderInput)
    .mutation(({ ctx, input }) => updateProvider(ctx, input)),
  delete: manage
    .input(SsoProviderIdInput)
    .mutation(({ ctx, input }) => deleteProvider(ctx, input.id)),
  // Changes nothing: fetches the issuer's discovery document and says OK or what is wrong.
  testConnection: manage.input(SsoTestConnectionInput).mutation(async ({ input }) => {
    const found = await discoverIssuer(input.issuer);
    return found.ok
      ? { ok: true as const, message: 'Connected: the discovery document was read.' }
      : { ok: false as const, message: found.message };
  }),
  // Public: the sign-in page asks before anyone is signed in; throttled per client address.
  lookup: publicProcedure.input(SsoLookupInput).query(async ({ ctx, input }) => {
    await throttleLookup(ctx.db, ctx.ip);
    return lookupEmail(ctx.db, input.email);
  }),
});
