import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/web/lib/cn';

type AlertTone = 'error' | 'info' | 'success' | 'warning';

const TONES: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

/**
 * A tinted message box. The caller picks the role: "alert" for errors that must
 * interrupt, "status" for quiet updates, none for static text.
 */
export function Alert({
  tone = 'info',
  className,
  ...props
}: ComponentPropsWithRef<'div'> & { tone?: AlertTone }) {
  return (
    <div className={cn('rounded-md border px-4 py-3 text-sm', TONES[tone], className)} {...props} />
  );
}
