import { router } from '../../trpc/init';

export const followupsRouter = router({});
