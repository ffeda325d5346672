import { router } from '../../trpc/init';

export const sessionsRouter = router({});
