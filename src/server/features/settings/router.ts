import { router } from '../../trpc/init';

export const settingsRouter = router({});
