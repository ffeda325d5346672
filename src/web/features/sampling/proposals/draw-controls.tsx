import { Shuffle } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { useDrawProposals } from '../api/use-proposals-actions';
import type { ProposalsResult } from '../api/use-proposals';

type Props = { quarter: string; draw: ProposalsResult['draw']; canManage: boolean };

/** The seed the proposals come from, and Draw (first time) or Re-draw (asks first). */
export function DrawControls({ quarter, draw, canManage }: Props) {
  const mutation = useDrawProposals();
  const [isConfirming, setIsConfirming] = useState(false);
  const label = quarter.replace('-', ' ');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-600">
        {draw
          ? `Seed ${draw.seed}, drawn ${formatDateTime(draw.drawnAt)}${draw.drawnByName ? ` by ${draw.drawnByName}` : ''}`
          : `No proposals drawn for ${label} yet.`}
      </p>
      {canManage && (
        <Button
          variant={draw ? 'secondary' : 'primary'}
          disabled={mutation.isPending}
          onClick={() => (draw ? setIsConfirming(true) : mutation.mutate({ quarter }))}
        >
          <Shuffle aria-hidden="true" className="h-4 w-4" />
          {draw ? 'Re-draw' : 'Draw proposals'}
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Re-draw the proposals for ${label}?`}
        description="A new seed replaces the current one, so the proposals not yet accepted change. Accepted inspections and skipped measures stay as they are. The re-draw is recorded in the audit log."
        confirmLabel="Re-draw"
        isPending={mutation.isPending}
        onConfirm={() => mutation.mutate({ quarter })}
      />
    </div>
  );
}
