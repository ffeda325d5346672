import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/cn';

/** A spinner that announces its text to screen readers through role="status". */
export function Spinner({
  label = 'Loading...',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 text-slate-700', className)}
    >
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-emerald-700" />
      <span>{label}</span>
    </div>
  );
}
