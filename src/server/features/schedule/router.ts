import { router } from '../../trpc/init';

export const scheduleRouter = router({});
