import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/web/lib/cn';

export function Textarea({ className, rows = 3, ...props }: ComponentPropsWithRef<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900',
        'placeholder:text-slate-500',
        'aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
