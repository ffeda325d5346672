import { BookOpen, LifeBuoy, Newspaper, TrendingUp } from 'lucide-react';
import { NEWS_POST_PATH, PATHS, SUPPORT_TICKET_PATH } from '../paths';
import type { AppRoute } from './route-types';

/**
 * Pages every signed-in user opens: they read, vote, comment, suggest, upload and raise
 * tickets; the server decides who publishes, manages and sees drafts or others' tickets.
 */
export const COMMUNITY_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.improvements,
    title: 'Process Improvement',
    tile: {
      title: 'Process Improvement',
      description: 'Initiatives, metrics and suggestions',
      icon: TrendingUp,
      order: 9,
    },
    page: () =>
      import('@/web/features/improvements/improvements-page').then((m) => m.ImprovementsPage),
  },
  {
    path: PATHS.newsUpdates,
    title: 'News & Updates',
    menu: { section: 'sidebar', label: 'News & Updates', icon: Newspaper, order: 12 },
    tile: {
      title: 'News & Updates',
      description: 'Announcements and product news',
      icon: Newspaper,
      order: 17,
    },
    page: () => import('@/web/features/news/news-page').then((m) => m.NewsPage),
  },
  {
    path: NEWS_POST_PATH,
    title: 'News post',
    page: () => import('@/web/features/news/post-page').then((m) => m.PostPage),
  },
  {
    path: PATHS.guidanceDocs,
    title: 'Guidance Documents',
    menu: { section: 'sidebar', label: 'Guidance Docs', icon: BookOpen, order: 13 },
    tile: {
      title: 'Guidance Docs',
      description: 'Procedures, checklists and standards',
      icon: BookOpen,
      order: 18,
    },
    page: () => import('@/web/features/guidance/guidance-page').then((m) => m.GuidancePage),
  },
  {
    path: PATHS.support,
    title: 'Support',
    menu: { section: 'sidebar', label: 'Support', icon: LifeBuoy, order: 14 },
    tile: { title: 'Support', description: 'Tickets, FAQs and contact', icon: LifeBuoy, order: 19 },
    page: () => import('@/web/features/support/support-page').then((m) => m.SupportPage),
  },
  {
    path: SUPPORT_TICKET_PATH,
    title: 'Support ticket',
    page: () => import('@/web/features/support/ticket-page').then((m) => m.TicketPage),
  },
];
