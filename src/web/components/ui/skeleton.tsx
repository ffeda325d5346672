import { cn } from '@/web/lib/cn';

/** A grey placeholder bar; decorative, so the surrounding region announces the loading state. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded bg-slate-200', className)} />;
}
