import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type AiAssistProps = { onPolish: () => void; onCompose: () => void };

export function AiAssist({ onPolish, onCompose }: AiAssistProps) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 p-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onPolish}>
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          AI Polish (suggestion)
        </Button>
        <Button variant="secondary" size="sm" onClick={onCompose}>
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          AI Compose (suggestion)
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Suggestions are generated on this device; nothing is sent anywhere.
      </p>
    </div>
  );
}
