import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/web/lib/cn';

export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <input
      className={cn(
        'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900',
        'placeholder:text-slate-500',
        'aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
