import { router } from '../../trpc/init';

export const reportsRouter = router({});
