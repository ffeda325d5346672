/**
 * 'forward' is the right arrow: like Next, except that it never submits from the
 * last step. 'suppress' swallows a held Ctrl/Cmd+S: one save per press, and the
 * browser's own Save Page dialog must not open on the repeats either.
 */
export type WizardKeyAction = 'next' | 'forward' | 'previous' | 'save' | 'suppress';

export type WizardKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing: boolean;
  /** A held-down key: one press must not race through several steps. */
  repeat: boolean;
  /** Where focus is: tag name upper-case as the DOM gives it, the input type, contenteditable. */
  target: { tagName: string; type?: string; isContentEditable: boolean } | null;
  /** Whether the target is inside the wizard (or is the page itself), not the header or chat. */
  isInsideWizard: boolean;
};

const FORM_CONTROLS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
// Enter already means something on these: a newline, opening the list, pressing the control.
const ENTER_KEEPS_NATIVE = new Set(['TEXTAREA', 'SELECT', 'BUTTON', 'A', 'SUMMARY']);
const ENTER_KEEPS_NATIVE_INPUTS = new Set(['button', 'submit', 'reset', 'file', 'image']);

/**
 * What a key press means in the wizard (spec 01 section 2 hints), or null to
 * leave it alone. Ctrl/Cmd+S works anywhere; Enter continues unless the focused
 * element has its own use for Enter; the arrows move between steps only when
 * focus is not in a form control, where they move the caret or the selection.
 */
export function resolveWizardKey(event: WizardKeyEvent): WizardKeyAction | null {
  const { key, target } = event;
  if (event.isComposing) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && key.toLowerCase() === 's') {
    return event.repeat ? 'suppress' : 'save';
  }
  if (event.repeat) return null;
  if (event.ctrlKey || event.metaKey || event.altKey || !event.isInsideWizard) return null;
  if (target?.isContentEditable) return null;
  const tag = target?.tagName ?? 'BODY';

  if (key === 'Enter' && !event.shiftKey) {
    if (ENTER_KEEPS_NATIVE.has(tag)) return null;
    if (tag === 'INPUT' && ENTER_KEEPS_NATIVE_INPUTS.has(target?.type ?? 'text')) return null;
    return 'next';
  }
  if (event.shiftKey || FORM_CONTROLS.has(tag)) return null;
  if (key === 'ArrowRight') return 'forward';
  if (key === 'ArrowLeft') return 'previous';
  return null;
}
