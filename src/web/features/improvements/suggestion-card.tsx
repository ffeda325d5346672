import { MessageSquare, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@/shared/format';
import { CATEGORY_LABELS, SUGGESTION_STATUS_LABELS } from '@/shared/improvements/catalogue';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useConvertSuggestion, useSuggestionVote } from './api/use-suggestion-actions';
import { CommentsThread } from './comments-thread';
import { SuggestionTriage } from './suggestion-triage';
import type { SuggestionRow } from './types';

/** Vote, the comments toggle and, for managers, Convert to Initiative. */
function SuggestionActions({
  suggestion: s,
  canManage,
  showComments,
  onToggleComments,
}: {
  suggestion: SuggestionRow;
  canManage: boolean;
  showComments: boolean;
  onToggleComments: () => void;
}) {
  const vote = useSuggestionVote();
  const convert = useConvertSuggestion();
  const isDuplicate = s.status === 'duplicate';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant={s.voted ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={s.voted}
        aria-label={`${s.voted ? 'Remove vote from' : 'Vote for'} ${s.title}`}
        disabled={vote.isPending || (isDuplicate && !s.voted)}
        onClick={() => vote.mutate({ id: s.id, on: !s.voted })}
      >
        <ThumbsUp aria-hidden="true" className="h-4 w-4" />
        {s.voted ? 'Voted' : 'Vote'} ({s.votes})
      </Button>
      <Button variant="secondary" size="sm" aria-expanded={showComments} onClick={onToggleComments}>
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        Comment ({s.comments})
      </Button>
      {canManage && !isDuplicate && !s.initiativeId && (
        <Button size="sm" disabled={convert.isPending} onClick={() => convert.mutate({ id: s.id })}>
          Convert to Initiative
        </Button>
      )}
    </div>
  );
}

/** Title, status and category, what was suggested, by whom and when, and what became of it. */
function SuggestionSummary({
  suggestion: s,
  onOpenInitiative,
}: {
  suggestion: SuggestionRow;
  onOpenInitiative: (id: string) => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">{s.title}</h3>
        <div className="flex flex-wrap gap-1">
          <Badge tone="brand">{SUGGESTION_STATUS_LABELS[s.status]}</Badge>
          <Badge>{CATEGORY_LABELS[s.category]}</Badge>
        </div>
      </div>
      <p className="break-words text-sm text-slate-700">{s.description}</p>
      <p className="text-xs text-slate-600">
        Submitted by {s.submittedByName ?? 'former user'} on {formatDate(s.createdAt)}
      </p>
      {s.status === 'duplicate' && s.duplicateOfTitle && (
        <p className="text-sm text-slate-700">Duplicate of "{s.duplicateOfTitle}"</p>
      )}
      {s.initiativeId && (
        <Button
          variant="link"
          size="sm"
          className="self-start px-0"
          onClick={() => onOpenInitiative(s.initiativeId!)}
        >
          View the initiative
        </Button>
      )}
    </>
  );
}

export function SuggestionCard({
  suggestion,
  canManage,
  onOpenInitiative,
}: {
  suggestion: SuggestionRow;
  canManage: boolean;
  onOpenInitiative: (id: string) => void;
}) {
  const [showComments, setShowComments] = useState(false);
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="suggestion-card">
      <SuggestionSummary suggestion={suggestion} onOpenInitiative={onOpenInitiative} />
      <SuggestionActions
        suggestion={suggestion}
        canManage={canManage}
        showComments={showComments}
        onToggleComments={() => setShowComments((v) => !v)}
      />
      {/* A duplicate is settled: its status is fixed and it cannot be merged again. */}
      {canManage && suggestion.status !== 'duplicate' && (
        <SuggestionTriage suggestion={suggestion} />
      )}
      {showComments && (
        <CommentsThread target="suggestion" id={suggestion.id} canModerate={canManage} />
      )}
    </Card>
  );
}
