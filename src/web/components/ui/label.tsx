import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/web/lib/cn';

export function Label({ className, ...props }: ComponentPropsWithRef<'label'>) {
  return <label className={cn('block text-sm font-medium text-slate-800', className)} {...props} />;
}
