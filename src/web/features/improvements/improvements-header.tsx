import { Plus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** The page's title, what it holds, and New Initiative for those who run the programme. */
export function ImprovementsHeader({
  canManage,
  onNewInitiative,
}: {
  canManage: boolean;
  onNewInitiative: () => void;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Process Improvement</h1>
        <p className="mt-1 text-slate-600">
          Initiatives, key metrics and everyone&apos;s suggestions for doing better.
        </p>
      </div>
      {canManage && (
        <Button onClick={onNewInitiative}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Initiative
        </Button>
      )}
    </div>
  );
}
