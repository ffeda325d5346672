import { formatDateTime } from '@/shared/format';
import { History } from 'lucide-react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';

type DraftBannerProps = { savedAt: string | Date; isBusy: boolean; onStartOver: () => void };

export function DraftBanner({ savedAt, isBusy, onStartOver }: DraftBannerProps) {
  return (
    <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2">
        <History aria-hidden="true" className="h-4 w-4" />
        Draft restored from {formatDateTime(savedAt)}
      </p>
      <Button variant="secondary" size="sm" onClick={onStartOver} disabled={isBusy}>
        Start over
      </Button>
    </Alert>
  );
}
