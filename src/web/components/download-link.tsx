import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A download from an authenticated GET route, styled as a button. A plain link
 * lets the browser stream a large file straight to disk with the session cookie.
 */
export function DownloadLink({
  href,
  children,
  size = 'md',
  label,
}: {
  href: string;
  children: ReactNode;
  size?: 'md' | 'sm';
  label?: string;
}) {
  return (
    <a
      href={href}
      download
      aria-label={label}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-50',
        size === 'md' ? 'h-10 px-4 text-sm' : 'h-8 px-3 text-sm',
      )}
    >
      {children}
    </a>
  );
}
