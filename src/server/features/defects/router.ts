import { router } from '../../trpc/init';

export const defectsRouter = router({});
