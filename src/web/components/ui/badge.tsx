import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/web/lib/cn';

type BadgeTone = 'neutral' | 'brand' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-emerald-100 text-emerald-900',
  danger: 'bg-red-600 text-white',
};

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentPropsWithRef<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
