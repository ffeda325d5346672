import { router } from '../../trpc/init';

export const auditRouter = router({});
