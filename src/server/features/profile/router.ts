import { router } from '../../trpc/init';

export const profileRouter = router({});
