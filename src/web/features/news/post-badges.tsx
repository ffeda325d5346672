import { AlertTriangle, Info, Pin } from 'lucide-react';
import {
  POST_CATEGORY_LABELS,
  POST_PRIORITY_LABELS,
  type PostCategory,
  type PostPriority,
} from '@/shared/news/catalogue';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';

const CATEGORY_TONES: Record<PostCategory, string> = {
  announcement: 'bg-sky-100 text-sky-900',
  feature: 'bg-emerald-100 text-emerald-900',
  maintenance: 'bg-amber-100 text-amber-900',
  policy: 'bg-violet-100 text-violet-900',
  integration: 'bg-slate-200 text-slate-900',
};

export function CategoryBadge({ category }: { category: PostCategory }) {
  return <Badge className={CATEGORY_TONES[category]}>{POST_CATEGORY_LABELS[category]}</Badge>;
}

/** High and urgent posts carry an icon and a word; normal ones neither. */
export function PriorityMark({ priority }: { priority: PostPriority }) {
  if (priority === 'normal') return null;
  const Icon = priority === 'urgent' ? AlertTriangle : Info;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-semibold',
        priority === 'urgent' ? 'text-red-700' : 'text-amber-800',
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {POST_PRIORITY_LABELS[priority]}
    </span>
  );
}

export function PinnedMark() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
      <Pin aria-hidden="true" className="h-4 w-4 fill-current" />
      Pinned
    </span>
  );
}
