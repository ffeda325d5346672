import { CheckCircle2 } from 'lucide-react';
import { formatDateTime } from '@/shared/format';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { useAcknowledgePost } from './api/use-post-reactions';
import type { PostDetail } from './types';

/** For a reader the post asks: 'I have read and understood this'. */
export function AcknowledgeBox({ post }: { post: PostDetail }) {
  const acknowledge = useAcknowledgePost();
  if (!post.requiresReading) return null;
  if (post.acknowledged) {
    return (
      <Alert tone="success" role="status" className="flex items-center gap-2">
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        You have acknowledged this post.
      </Alert>
    );
  }
  return (
    <Alert
      tone="warning"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>This post is required reading for your role. Please read it and acknowledge it.</span>
      <Button onClick={() => acknowledge.mutate({ id: post.id })} disabled={acknowledge.isPending}>
        I have read this
      </Button>
    </Alert>
  );
}

/** For the author and publishers: who of the required readers has acknowledged, and who not. */
export function ReadersReport({ readers }: { readers: NonNullable<PostDetail['readers']> }) {
  const done = readers.acknowledged.length;
  return (
    <Card className="space-y-3 p-4" aria-labelledby="readers-heading">
      <h2 id="readers-heading" className="text-lg font-semibold text-slate-900">
        Required reading
      </h2>
      <p className="text-sm text-slate-700">
        <span className="font-semibold" data-testid="reading-percent">
          {readers.percent}%
        </span>{' '}
        acknowledged ({done} of {readers.total})
      </p>
      <Progress value={readers.percent} label="Acknowledged" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Acknowledged</h3>
          {done === 0 ? (
            <p className="text-sm text-slate-600">Nobody yet.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm text-slate-800" aria-label="Acknowledged by">
              {readers.acknowledged.map((u) => (
                <li key={u.id}>
                  {u.name} <span className="text-slate-600">· {formatDateTime(u.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Not yet</h3>
          {readers.pending.length === 0 ? (
            <p className="text-sm text-slate-600">Everyone has acknowledged it.</p>
          ) : (
            <ul
              className="mt-1 space-y-1 text-sm text-slate-800"
              aria-label="Not yet acknowledged by"
            >
              {readers.pending.map((u) => (
                <li key={u.id}>{u.name}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}
