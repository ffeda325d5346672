import type { RouteObject } from 'react-router';
import { NEWS_POST_PATH, PATHS } from '../paths';

// Every signed-in user reads news; the server decides who may publish and who sees drafts.
export const newsRoutes: RouteObject[] = [
  {
    path: PATHS.newsUpdates,
    lazy: async () => {
      const { NewsPage } = await import('@/web/features/news/news-page');
      return { element: <NewsPage /> };
    },
  },
  {
    path: NEWS_POST_PATH,
    lazy: async () => {
      const { PostPage } = await import('@/web/features/news/post-page');
      return { element: <PostPage /> };
    },
  },
];
