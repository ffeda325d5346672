import { useEffect, useRef, type RefObject } from 'react';
import { resolveWizardKey, type WizardKeyAction } from './wizard-keyboard';

type KeyHandlers = Record<WizardKeyAction, () => void>;

/**
 * The wizard's shortcuts (Enter, left/right arrows, Ctrl/Cmd+S), listened for
 * on the window so they work wherever focus is on the page; resolveWizardKey
 * decides which presses belong to the wizard.
 */
export function useWizardKeyboard(
  containerRef: RefObject<HTMLElement | null>,
  handlers: KeyHandlers,
) {
  // The latest handlers without re-binding the listener on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const container = containerRef.current;
      // The page itself (body, main) counts as the wizard; the header search or the chat do not.
      const isInsideWizard =
        !target || !container || container.contains(target) || target.contains(container);
      const action = resolveWizardKey({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        isComposing: event.isComposing,
        repeat: event.repeat,
        target: target && {
          tagName: target.tagName,
          type: target instanceof HTMLInputElement ? target.type : undefined,
          isContentEditable: target.isContentEditable,
        },
        isInsideWizard,
      });
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [containerRef]);
}
