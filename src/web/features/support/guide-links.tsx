import { ExternalLink, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { notifyInfo } from '@/web/lib/notify';
import { SUPPORT_GUIDES } from '@/shared/support/guides';
import { cn } from '@/web/lib/cn';

/** Spec 02 notices: downloads say so for 2 seconds, other notices 3 seconds. */
export const DOWNLOAD_NOTICE_MS = 2000;
export const NOTICE_MS = 3000;

const LOOKS = {
  button:
    'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50',
  link: 'inline-flex items-center gap-2 text-sm font-medium text-emerald-800 underline-offset-2 hover:underline',
} as const;

/** The user guide PDF (GET /api/support/user-guide.pdf), downloaded with the spec's notice. */
export function UserGuideLink({
  children,
  look = 'button',
}: {
  children: ReactNode;
  look?: keyof typeof LOOKS;
}) {
  return (
    <a
      href={SUPPORT_GUIDES.userGuide.url}
      download={SUPPORT_GUIDES.userGuide.fileName}
      className={cn(LOOKS[look])}
      onClick={() => notifyInfo('Downloading User Guide PDF...', { duration: DOWNLOAD_NOTICE_MS })}
    >
      <FileDown aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  );
}

/** The API documentation PDF, opened in a new browser tab with the spec's notice. */
export function ApiDocsLink({
  children,
  look = 'button',
}: {
  children: ReactNode;
  look?: keyof typeof LOOKS;
}) {
  return (
    <a
      href={SUPPORT_GUIDES.apiDocs.url}
      target="_blank"
      rel="noopener"
      className={cn(LOOKS[look])}
      onClick={() => notifyInfo('Opening API documentation...', { duration: NOTICE_MS })}
    >
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
