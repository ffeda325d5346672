import { Bot, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ASSISTANT_PANEL_ID, useAssistant } from './assistant-context';
import { ASSISTANT_GREETING, replyTo, type ChatMessage } from './assistant-replies';

export function AssistantWidget() {
  const { isOpen, toggle, close } = useAssistant();
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, author: 'assistant', text: ASSISTANT_GREETING },
  ]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(1);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages]);

  function send() {
    const text = draft.trim();
    if (text === '') return;
    const userId = nextId.current++;
    const replyId = nextId.current++;
    setMessages((current) => [
      ...current,
      { id: userId, author: 'user', text },
      { id: replyId, author: 'assistant', text: replyTo(text) },
    ]);
    setDraft('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter keeps a newline; never send mid-composition (IME input).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    // The shell's <main> leaves bottom room for this button (app-layout.tsx): keep the two in step.
    <aside
      aria-label="Chat widget"
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 md:right-6 md:bottom-6"
    >
      {isOpen && (
        <div
          id={ASSISTANT_PANEL_ID}
          role="dialog"
          aria-label="AI Assistant"
          onKeyDown={(event) => event.key === 'Escape' && close()}
          className="flex h-[28rem] max-h-[calc(100dvh-7rem)] w-[22rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-900 px-4 py-3 text-white">
            <Bot aria-hidden="true" className="h-5 w-5 text-emerald-400" />
            <h2 className="text-sm font-semibold">AI Assistant</h2>
          </div>
          <div
            ref={logRef}
            role="log"
            aria-label="Conversation"
            className="flex-1 space-y-3 overflow-y-auto p-4"
          >
            {messages.map((message) => (
              <p
                key={message.id}
                className={cn(
                  'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
                  message.author === 'user'
                    ? 'ml-auto bg-emerald-700 text-white'
                    : 'bg-slate-100 text-slate-900',
                )}
              >
                {message.text}
              </p>
            ))}
          </div>
          <form
            className="flex items-end gap-2 border-t border-slate-200 p-3"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <label htmlFor="assistant-message" className="sr-only">
              Message
            </label>
            <textarea
              id="assistant-message"
              ref={inputRef}
              rows={2}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={handleKeyDown}
              placeholder="Ask about your inspections..."
              className="flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
            />
            <Button type="submit" size="md" className="px-3">
              <Send aria-hidden="true" className="h-4 w-4" />
              Send
            </Button>
          </form>
        </div>
      )}
      <button
        type="button"
        onClick={toggle}
        aria-label={isOpen ? 'Close AI assistant' : 'Open AI assistant'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? ASSISTANT_PANEL_ID : undefined}
        className="inline-flex h-12 w-12 items-center justify-center rounded-full md:h-14 md:w-14 bg-emerald-700 text-white shadow-lg hover:bg-emerald-800"
      >
        {isOpen ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <Bot aria-hidden="true" className="h-6 w-6" />
        )}
      </button>
    </aside>
  );
}
