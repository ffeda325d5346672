import type { Db } from '@/server/db/client';
import { newsPosts } from '@/server/db/schema/index';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { renderPostContent } from './render-content';

const DAY = 86_400_000;

const DEMO_POSTS = [
  {
    daysAgo: 1,
    title: 'Welcome to News & Updates',
    category: 'announcement',
    priority: 'normal',
    pinned: true,
    tags: ['portal', 'getting started'],
    content:
      'This is where the QA team shares **announcements**, new features, maintenance windows and policy changes.\n\n- Use **Subscribe** to be told when a post in a category you follow is published.\n- Use **RSS** to follow the news in a feed reader.\n- Bookmark a post to find it again under **Saved**.',
  },
  {
    daysAgo: 3,
    title: 'Evidence photos now need a capture time',
    category: 'policy',
    priority: 'high',
    pinned: false,
    tags: ['evidence', 'PAS 2035'],
    content:
      'From next month every pre, mid and post installation photo must carry its capture time. Photos without one will be flagged on the inspection.\n\nTalk to your coordinator if your camera app strips metadata.',
  },
  {
    daysAgo: 8,
    title: 'Planned maintenance on Saturday morning',
    category: 'maintenance',
    priority: 'normal',
    pinned: false,
    tags: ['maintenance'],
    content:
      'InspectHub will be unavailable on **Saturday between 07:00 and 08:00** while we upgrade the database. Work saved before then is kept.',
  },
  {
    daysAgo: 15,
    // Issue 28, point 14: demo posts announce only what the product does.
    title: 'Installers: export the list you are looking at',
    category: 'feature',
    priority: 'normal',
    pinned: false,
    tags: ['installers', 'exports'],
    content:
      'The **Installers** page exports the installers it shows, search and filters included, as CSV or Excel.',
  },
  {
    daysAgo: 40,
    title: 'One e-mail to several installers',
    category: 'feature',
    priority: 'normal',
    pinned: false,
    tags: ['installers', 'e-mail'],
    content:
      "Select several installers on the **Installers** page and send them one e-mail from a template: each copy is filled in with that installer's own details.",
  },
] as const;

/** A few published posts so a new installation's News & Updates is not empty. */
export async function seedDemoNews(db: Db, context: AreaSeedContext) {
  const author = context.users.find((u) => u.role === 'ADMIN') ?? context.users[0];
  await db.insert(newsPosts).values(
    DEMO_POSTS.map((post) => {
      const publishedAt = new Date(context.now.getTime() - post.daysAgo * DAY);
      const { html, text } = renderPostContent(post.content);
      return {
        tenantId: context.tenantId,
        title: post.title,
        category: post.category,
        priority: post.priority,
        content: post.content,
        contentHtml: html,
        contentText: text,
        tags: [...post.tags],
        pinned: post.pinned,
        authorId: author?.id ?? null,
        publishedAt,
        // Demo posts are history: nobody is notified of them.
        announcedAt: publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
}
