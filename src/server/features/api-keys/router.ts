import { ApiKeyIdInput, CreateApiKeyInput } from '@/shared/api-keys/schema';
import { permissionProcedure, router } from '@/server/trpc/init';
import { listApiKeys } from './list';
import { createApiKey, revokeApiKey } from './service';

const manage = permissionProcedure('apiKeys:manage');

// Admin Settings > API keys (issue 33 point 3): every procedure needs apiKeys:manage.
export const apiKeysRouter = router({
  list: manage.query(({ ctx }) => listApiKeys(ctx)),
  create: manage.input(CreateApiKeyInput).mutation(({ ctx, input }) => createApiKey(ctx, input)),
  revoke: manage.input(ApiKeyIdInput).mutation(async ({ ctx, input }) => {
    await revokeApiKey(ctx, input.id);
    return { id: input.id };
  }),
});
