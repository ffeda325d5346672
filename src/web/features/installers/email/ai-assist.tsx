import { Sparkles } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

type AiAssistProps = {
  onPolish: () => void;
  onCompose: () => void;
  isPolishing: boolean;
  isComposing: boolean;
};

/** AI Polish tidies the draft; AI Compose drafts from the installer's data and the chosen template. */
export function AiAssist({ onPolish, onCompose, isPolishing, isComposing }: AiAssistProps) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 p-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onPolish} disabled={isPolishing}>
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {isPolishing ? 'Polishing...' : 'AI Polish'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCompose} disabled={isComposing}>
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {isComposing ? 'Composing...' : 'AI Compose'}
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Compose drafts from this installer&apos;s records and the chosen template; Polish tidies
        greeting, sign-off, spacing and capitalisation. Check the draft before sending.
      </p>
    </div>
  );
}
