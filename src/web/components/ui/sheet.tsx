import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export const Sheet = RadixDialog.Root;

type SheetContentProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A side panel: a Radix dialog pinned to the right edge, so it traps focus,
 * closes on Escape and is named by its title like every other dialog.
 */
export function SheetContent({ title, description, children, className }: SheetContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col bg-white shadow-xl',
          'focus:outline-none',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <div>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close
            aria-label="Close"
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </RadixDialog.Close>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-4">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
