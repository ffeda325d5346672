import { router } from '../../trpc/init';

export const documentReviewsRouter = router({});
