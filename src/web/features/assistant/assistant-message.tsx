import type { AssistantAnswer } from '@/shared/assistant/contract';
import { Link } from 'react-router';
import { cn } from '@/web/lib/cn';

type Props = {
  author: 'user' | 'assistant';
  text: string;
  answer?: AssistantAnswer | null;
  onSuggestion?: (text: string) => void;
  isBusy?: boolean;
};

/** One bubble: the text, then what was counted, links to the pages and suggestion chips. */
export function AssistantMessage({ author, text, answer, onSuggestion, isBusy }: Props) {
  const isUser = author === 'user';
  return (
    <div className={cn('flex flex-col gap-1.5', isUser ? 'items-end' : 'items-start')}>
      <p
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
          isUser ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{isUser ? 'You: ' : 'Assistant: '}</span>
        {text}
      </p>
      {answer?.basis && (
        <p className="max-w-[85%] text-xs text-slate-600">
          <span className="font-medium">Counted:</span> {answer.basis.filters.join('; ')}
          {answer.basis.period && (
            <>
              {' '}
              · <span className="font-medium">Period:</span> {answer.basis.period}
            </>
          )}{' '}
          · <span className="font-medium">As of</span> {answer.basis.asOf} (UK time)
        </p>
      )}
      {answer && answer.links.length > 0 && (
        <ul className="flex max-w-[85%] flex-wrap gap-x-3 gap-y-1 text-sm">
          {answer.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="font-medium text-emerald-800 underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {answer && answer.suggestions.length > 0 && onSuggestion && (
        <ul aria-label="Suggestions" className="flex max-w-full flex-wrap gap-1.5">
          {answer.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => onSuggestion(suggestion)}
                className="rounded-full border border-emerald-700 px-2.5 py-1 text-xs text-emerald-800 hover:bg-emerald-50 disabled:opacity-50"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
