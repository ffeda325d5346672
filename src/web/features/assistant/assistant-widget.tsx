import {
  ASSISTANT_GREETING,
  ASSISTANT_QUESTION_MAX,
  DEFAULT_SUGGESTIONS,
} from '@/shared/assistant/contract';
import { Bot, Send, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { ASSISTANT_BUTTON_ID, ASSISTANT_PANEL_ID, useAssistant } from './assistant-context';
import { AssistantMessage } from './assistant-message';
import { useConversation } from './api/use-conversation';

const GREETING_ANSWER = {
  text: ASSISTANT_GREETING,
  intent: 'help' as const,
  basis: null,
  links: [],
  suggestions: [...DEFAULT_SUGGESTIONS],
};

type Conversation = ReturnType<typeof useConversation>;

export function AssistantWidget() {
  const { isOpen, close } = useAssistant();
  const conversation = useConversation(isOpen);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const isBusy = conversation.isAsking;

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  // Focus goes back to the header's button that opened the panel.
  function closeAndReturnFocus() {
    close();
    document.getElementById(ASSISTANT_BUTTON_ID)?.focus();
  }

  function ask(text: string) {
    const question = text.trim();
    if (question === '' || isBusy) return;
    conversation.send(question.slice(0, ASSISTANT_QUESTION_MAX));
    setDraft('');
  }

  if (!isOpen) return null;

  return (
    // Opened from the header's button (the one launcher at every width, sticky at the top): no
    // floating launcher, so nothing is left over the page's controls while the panel is closed.
    <aside aria-label="Chat widget" className="fixed right-4 bottom-4 z-40 md:right-6 md:bottom-6">
      <div
        id={ASSISTANT_PANEL_ID}
        role="dialog"
        aria-label="AI Assistant"
        onKeyDown={(event) => event.key === 'Escape' && closeAndReturnFocus()}
        className="flex h-[32rem] max-h-[calc(100dvh-6rem)] w-[24rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl"
      >
        <PanelHeader conversation={conversation} isBusy={isBusy} onClose={closeAndReturnFocus} />
        <ConversationLog conversation={conversation} isBusy={isBusy} isOpen={isOpen} onAsk={ask} />
        <MessageComposer
          draft={draft}
          onDraftChange={setDraft}
          onSend={() => ask(draft)}
          isBusy={isBusy}
          inputRef={inputRef}
        />
      </div>
    </aside>
  );
}

function PanelHeader({
  conversation,
  isBusy,
  onClose,
}: {
  conversation: Conversation;
  isBusy: boolean;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-900 px-4 py-3 text-white">
      <Bot aria-hidden="true" className="h-5 w-5 text-emerald-400" />
      <h2 className="text-sm font-semibold">AI Assistant</h2>
      <button
        type="button"
        onClick={conversation.clear}
        disabled={conversation.isClearing || isBusy}
        className="ml-auto inline-flex items-center gap-1 rounded px-2 py-1 text-xs text-slate-200 hover:bg-slate-700 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
        Clear
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close AI assistant"
        className="inline-flex h-8 w-8 items-center justify-center rounded text-slate-200 hover:bg-slate-700"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

/** The greeting, the stored messages and the question on its way; keeps the newest in view. */
function ConversationLog({
  conversation,
  isBusy,
  isOpen,
  onAsk,
}: {
  conversation: Conversation;
  isBusy: boolean;
  isOpen: boolean;
  onAsk: (text: string) => void;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [conversation.messages.length, conversation.pendingQuestion, isOpen]);
  return (
    <div
      ref={logRef}
      role="log"
      aria-label="Conversation"
      className="flex-1 space-y-3 overflow-y-auto p-4"
    >
      <AssistantMessage
        author="assistant"
        text={ASSISTANT_GREETING}
        answer={GREETING_ANSWER}
        onSuggestion={onAsk}
        isBusy={isBusy}
      />
      {conversation.isLoadingHistory && (
        <p className="text-xs text-slate-500">Loading the conversation...</p>
      )}
      {conversation.messages.map((message) => (
        <AssistantMessage
          key={message.id}
          author={message.author}
          text={message.text}
          answer={message.answer}
          onSuggestion={onAsk}
          isBusy={isBusy}
        />
      ))}
      {conversation.pendingQuestion && (
        <>
          <AssistantMessage author="user" text={conversation.pendingQuestion} />
          <p role="status" className="text-sm text-slate-600">
            Thinking...
          </p>
        </>
      )}
    </div>
  );
}

/** The question box: Enter sends, Shift+Enter keeps a newline. */
function MessageComposer({
  draft,
  onDraftChange,
  onSend,
  isBusy,
  inputRef,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  isBusy: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Never send mid-composition (IME input).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {/* A visually hidden label: the placeholder and the Send button explain the box. */}
      <FormField id="assistant-message" label="Message" layout="hidden-label">
        {(c) => (
          <textarea
            id={c.id}
            ref={inputRef}
            rows={2}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder="Ask about your inspections..."
            className="flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
          />
        )}
      </FormField>
      <Button type="submit" size="md" className="px-3" disabled={isBusy}>
        <Send aria-hidden="true" className="h-4 w-4" />
        Send
      </Button>
    </form>
  );
}
