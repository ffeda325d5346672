import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What formatting a post may carry. Anything else (scripts, styles, event
 * handlers, iframes, images from elsewhere) is removed on the server, so the
 * HTML stored is the only HTML a browser ever gets.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Headings start at h2: the post's title is the page's h1.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** Markdown as typed, rendered and sanitised; plus its plain text for excerpts, search and RSS. */
export function renderPostContent(markdown: string): { html: string; text: string } {
  const raw = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  const html = sanitizeHtml(raw, ALLOWED);
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return { html: html.trim(), text };
}
