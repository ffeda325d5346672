import { Copy, Rss } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useFeedAddressActions } from './api/use-post-changes';
import { useNewsFeedStatus } from './api/use-news-queries';

/**
 * RSS: a private feed address for a feed reader. Only its hash is stored, so
 * the address is shown once, when made; making a new one or revoking stops
 * the old one (docs/news.md).
 */
function FeedPanel() {
  const status = useNewsFeedStatus();
  const [url, setUrl] = useState<string | null>(null);
  const { create, revoke } = useFeedAddressActions({
    onCreated: setUrl,
    onRevoked: () => setUrl(null),
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('Feed address copied', { duration: 2000 });
    } catch {
      notifyProblem('Could not copy. Select the address and copy it yourself.', {
        duration: 3000,
      });
    }
  };
  const exists = status.data?.exists ?? false;
  return (
    <div className="space-y-4">
      {url ? (
        <div className="space-y-2">
          <FormField id="feed-url" label="Your private feed address">
            {(c) => (
              <div className="flex gap-2">
                <Input
                  {...fieldAria(c)}
                  readOnly
                  value={url}
                  onFocus={(event) => event.target.select()}
                />
                <Button
                  variant="secondary"
                  onClick={() => void copy()}
                  aria-label="Copy feed address"
                >
                  <Copy aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            )}
          </FormField>
          <Alert tone="warning">
            Copy it now: it is shown only once. Anyone with this address can read your
            organisation&apos;s posts, so keep it private.
          </Alert>
        </div>
      ) : exists ? (
        <p className="text-sm text-slate-700">
          You have a feed address, made {formatDateTime(status.data?.createdAt)}
          {status.data?.lastUsedAt
            ? `, last read ${formatDateTime(status.data.lastUsedAt)}`
            : ', not read yet'}
          . Make a new one if you lost it; the old one then stops working.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Follow News &amp; Updates in a feed reader with a private address of your own.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {exists && (
          <Button variant="danger" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            Revoke Address
          </Button>
        )}
        <Button onClick={() => create.mutate()} disabled={create.isPending || status.isPending}>
          {exists ? 'Make New Address' : 'Create Feed Address'}
        </Button>
      </div>
    </div>
  );
}

export function FeedDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Rss aria-hidden="true" className="h-4 w-4" />
          RSS
        </Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent title="RSS feed" description="Read posts in your feed reader.">
          <FeedPanel />
        </DialogContent>
      )}
    </Dialog>
  );
}
