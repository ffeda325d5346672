import { createContext, use, useMemo, useState, type ReactNode } from 'react';

type AssistantState = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
};

const AssistantContext = createContext<AssistantState | null>(null);

export const ASSISTANT_PANEL_ID = 'ai-assistant-panel';
/** The header's button: the one launcher; focus returns to it when the panel closes. */
export const ASSISTANT_BUTTON_ID = 'ai-assistant-button';

/** Shared open/closed state so the header's button and the panel's close button drive one panel. */
export function AssistantProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const value = useMemo<AssistantState>(
    () => ({
      isOpen,
      open: () => setIsOpen(true),
      close: () => setIsOpen(false),
      toggle: () => setIsOpen((current) => !current),
    }),
    [isOpen],
  );
  return <AssistantContext value={value}>{children}</AssistantContext>;
}

export function useAssistant(): AssistantState {
  const context = use(AssistantContext);
  if (!context) throw new Error('useAssistant must be used inside AssistantProvider');
  return context;
}
