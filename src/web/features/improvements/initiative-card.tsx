import { CalendarDays, MessageSquare, ThumbsUp, User } from 'lucide-react';
import { formatDate } from '@/shared/format';
import {
  CATEGORY_LABELS,
  INITIATIVE_STATUS_LABELS,
  PRIORITY_LABELS,
} from '@/shared/improvements/catalogue';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { useInitiativeVote } from './api/use-initiative-actions';
import type { InitiativeCard as Initiative } from './types';

export function VoteButton({ initiative }: { initiative: Initiative }) {
  const vote = useInitiativeVote();
  return (
    <Button
      variant={initiative.voted ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={initiative.voted}
      aria-label={`${initiative.voted ? 'Remove vote from' : 'Vote for'} ${initiative.title}`}
      disabled={vote.isPending}
      onClick={() => vote.mutate({ id: initiative.id, on: !initiative.voted })}
    >
      <ThumbsUp aria-hidden="true" className="h-4 w-4" />
      {initiative.voted ? 'Voted' : 'Vote'} ({initiative.votes})
    </Button>
  );
}

/** Owner and dates always; expected impact and resources on the full card only. */
function InitiativeFacts({ initiative, compact }: { initiative: Initiative; compact: boolean }) {
  return (
    <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
      <div className="flex items-center gap-1">
        <User aria-hidden="true" className="h-4 w-4 text-slate-500" />
        <dt className="sr-only">Owner</dt>
        <dd>{initiative.ownerName ?? 'No owner yet'}</dd>
      </div>
      <div className="flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="h-4 w-4 text-slate-500" />
        <dt className="sr-only">Dates</dt>
        <dd>
          {initiative.startDate ? formatDate(initiative.startDate) : 'No start date'} –{' '}
          {initiative.targetDate ? formatDate(initiative.targetDate) : 'no target date'}
        </dd>
      </div>
      {!compact && initiative.expectedImpact && (
        <div className="sm:col-span-2">
          <dt className="inline font-medium">Expected impact: </dt>
          <dd className="inline break-words">{initiative.expectedImpact}</dd>
        </div>
      )}
      {!compact && initiative.resources && (
        <div className="sm:col-span-2">
          <dt className="inline font-medium">Resources: </dt>
          <dd className="inline break-words">{initiative.resources}</dd>
        </div>
      )}
    </dl>
  );
}

type CardActionsProps = {
  initiative: Initiative;
  canManage: boolean;
  onEdit: (i: Initiative) => void;
  onDetails: (i: Initiative) => void;
};

function InitiativeCardActions({ initiative, canManage, onEdit, onDetails }: CardActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <VoteButton initiative={initiative} />
      <Button variant="secondary" size="sm" onClick={() => onDetails(initiative)}>
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        Comment ({initiative.comments})
      </Button>
      {canManage && (
        <Button variant="secondary" size="sm" onClick={() => onEdit(initiative)}>
          Edit
        </Button>
      )}
      <Button variant="link" size="sm" onClick={() => onDetails(initiative)}>
        View Details
      </Button>
    </div>
  );
}

/** An initiative's card: owner, dates, votes, expected impact, resources, progress and actions. */
export function InitiativeCardView({
  initiative,
  canManage,
  onEdit,
  onDetails,
  compact = false,
}: CardActionsProps & { compact?: boolean }) {
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="initiative-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">{initiative.reference}</p>
          <h3 className="break-words text-base font-semibold text-slate-900">{initiative.title}</h3>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge tone="brand">{INITIATIVE_STATUS_LABELS[initiative.status]}</Badge>
          <Badge>{CATEGORY_LABELS[initiative.category]}</Badge>
          <Badge>{PRIORITY_LABELS[initiative.priority]} priority</Badge>
        </div>
      </div>
      {!compact && (
        <p className="line-clamp-3 break-words text-sm text-slate-700">{initiative.description}</p>
      )}
      <InitiativeFacts initiative={initiative} compact={compact} />
      <div>
        <div className="mb-1 flex justify-between text-xs text-slate-600">
          <span>Progress</span>
          <span>{initiative.progress}%</span>
        </div>
        <Progress value={initiative.progress} label={`Progress of ${initiative.title}`} />
      </div>
      <InitiativeCardActions
        initiative={initiative}
        canManage={canManage}
        onEdit={onEdit}
        onDetails={onDetails}
      />
    </Card>
  );
}
