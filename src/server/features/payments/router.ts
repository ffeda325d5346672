import { router } from '../../trpc/init';

export const paymentsRouter = router({});
