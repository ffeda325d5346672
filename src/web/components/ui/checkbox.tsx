import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/web/lib/cn';

/** A styled native checkbox: tests drive it with check(), and it works with register() as-is. */
export function Checkbox({ className, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'h-4 w-4 shrink-0 rounded border-slate-400 accent-emerald-700 disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
