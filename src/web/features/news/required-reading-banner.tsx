import { BookOpenCheck } from 'lucide-react';
import { Link, matchPath, useLocation } from 'react-router';
import { buildNewsPostPath, NEWS_POST_PATH } from '@/web/app/paths';
import { useRequiredReading } from './api/use-news-queries';

/**
 * Required reading follows the user across the portal until they acknowledge
 * it (issue 12 point 10); the post's own page shows its acknowledge box instead.
 */
export function RequiredReadingBanner() {
  const { pathname } = useLocation();
  const pending = useRequiredReading();
  const posts = pending.data ?? [];
  if (posts.length === 0 || matchPath(NEWS_POST_PATH, pathname)) return null;
  const [first] = posts;
  return (
    <div
      role="region"
      aria-label="Required reading"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 md:px-8"
    >
      <p className="flex flex-wrap items-center gap-2">
        <BookOpenCheck aria-hidden="true" className="h-4 w-4" />
        <span>
          Required reading:{' '}
          <Link to={buildNewsPostPath(first!.id)} className="font-semibold underline">
            {first!.title}
          </Link>
          {posts.length > 1 && ` and ${posts.length - 1} more`}. Please read and acknowledge.
        </span>
      </p>
    </div>
  );
}
