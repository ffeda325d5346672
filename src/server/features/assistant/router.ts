import { AskInput } from '@/shared/assistant/contract';
import { protectedProcedure, router } from '@/server/trpc/init';
import { ask } from './ask';
import { clearConversation, loadConversation } from './conversation';

// Any signed-in user may ask; each answer checks the permission of the page that shows its figure.
const signedIn = protectedProcedure.meta({ requires: 'session' });

export const assistantRouter = router({
  ask: signedIn
    .input(AskInput)
    .mutation(({ ctx, input }) =>
      ask(ctx, input.question, (error) =>
        ctx.logger.error({ err: error }, 'assistant answer failed'),
      ),
    ),
  history: signedIn.query(({ ctx }) => loadConversation(ctx)),
  clear: signedIn.mutation(({ ctx }) => clearConversation(ctx)),
});
