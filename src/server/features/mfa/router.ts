import { router } from '../../trpc/init';

export const mfaRouter = router({});
