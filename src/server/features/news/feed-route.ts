import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { POST_CATEGORY_LABELS } from '@/shared/news/catalogue';
import type { Db } from '@/server/db/client';
import { newsFeedTokens, newsPosts, tenants, users } from '@/server/db/schema/index';
import type { PlatformServices } from '@/server/platform/services';
import { postPath } from './announce';
import { hashFeedToken } from './subscription';
import { isPublished } from './scope';

const FEED_SIZE = 50;

// Characters XML 1.0 cannot carry at all.
// eslint-disable-next-line no-control-regex
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

const escapeXml = (text: string) =>
  text
    .replace(NOT_IN_XML, '')
    .replace(
      /[<>&'"]/g,
      (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
    );

/**
 * GET /feeds/news/:token.xml: a user's RSS 2.0 feed of published posts, for
 * feed readers that carry no session. The secret in the address is the only
 * credential (compared by its SHA-256); a revoked token, a deactivated user
 * or a wrong token all get the same 404. Outside /api on purpose: the /api
 * guard asks for a session.
 */
export function registerNewsFeedRoute(
  app: FastifyInstance,
  deps: { db: Db; services: Pick<PlatformServices, 'portalUrl'> },
) {
  app.get('/feeds/news/:file', async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const match = /^([A-Za-z0-9_-]{20,100})\.xml$/.exec(file);
    const notFound = () =>
      reply.status(404).header('cache-control', 'no-store').send({ error: 'Feed not found.' });
    if (!match) return notFound();
    const [owner] = await deps.db
      .select({
        userId: users.id,
        tenantId: users.tenantId,
        isActive: users.isActive,
        tenantName: tenants.name,
      })
      .from(newsFeedTokens)
      .innerJoin(users, eq(users.id, newsFeedTokens.userId))
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(newsFeedTokens.tokenHash, hashFeedToken(match[1]!)));
    if (!owner?.isActive) return notFound();
    const now = new Date();
    const posts = await deps.db
      .select({
        id: newsPosts.id,
        title: newsPosts.title,
        category: newsPosts.category,
        contentHtml: newsPosts.contentHtml,
        tags: newsPosts.tags,
        publishedAt: newsPosts.publishedAt,
        authorName: users.name,
      })
      .from(newsPosts)
      .leftJoin(users, eq(users.id, newsPosts.authorId))
      .where(and(eq(newsPosts.tenantId, owner.tenantId), isPublished(now)))
      .orderBy(desc(newsPosts.publishedAt))
      .limit(FEED_SIZE);
    await deps.db
      .update(newsFeedTokens)
      .set({ lastUsedAt: now })
      .where(eq(newsFeedTokens.userId, owner.userId));
    const base = deps.services.portalUrl;
    const items = posts.map((post) => {
      const link = `${base}${postPath(post.id)}`;
      return [
        '<item>',
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="false">${post.id}</guid>`,
        `<pubDate>${post.publishedAt!.toUTCString()}</pubDate>`,
        `<category>${escapeXml(POST_CATEGORY_LABELS[post.category])}</category>`,
        ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
        post.authorName ? `<dc:creator>${escapeXml(post.authorName)}</dc:creator>` : '',
        `<description>${escapeXml(post.contentHtml)}</description>`,
        '</item>',
      ].join('');
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '<channel>',
      `<title>${escapeXml(`${owner.tenantName} · InspectHub News & Updates`)}</title>`,
      `<link>${escapeXml(`${base}/news-updates`)}</link>`,
      '<description>News and updates published in InspectHub</description>',
      '<language>en-gb</language>',
      `<lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
      ...items,
      '</channel>',
      '</rss>',
    ].join('\n');
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(xml);
  });
}
