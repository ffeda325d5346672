import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { roleBadgeClass } from './user-filter';

/** The shared Badge has no info tone, so role colours get their own pill. */
export function RoleBadge({ role, children }: { role: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        roleBadgeClass(role),
      )}
    >
      {children}
    </span>
  );
}
