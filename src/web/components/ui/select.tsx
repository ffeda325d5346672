import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * A styled native select: the browser's own listbox is keyboard and screen-reader
 * friendly everywhere, and tests drive it with selectOption.
 */
export function Select({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <select
      className={cn(
        'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900',
        'aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
