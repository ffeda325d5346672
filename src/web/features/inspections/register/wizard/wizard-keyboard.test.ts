import { describe, expect, it } from 'vitest';
import { resolveWizardKey, type WizardKeyEvent } from './wizard-keyboard';

function press(key: string, overrides: Partial<WizardKeyEvent> = {}): WizardKeyEvent {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    repeat: false,
    target: { tagName: 'BODY', isContentEditable: false },
    isInsideWizard: true,
    ...overrides,
  };
}

const on = (tagName: string, type?: string) => ({
  target: { tagName, type, isContentEditable: false },
});

describe('resolveWizardKey', () => {
  it('saves on Ctrl+S and Cmd+S wherever focus is', () => {
    expect(resolveWizardKey(press('s', { ctrlKey: true }))).toBe('save');
    expect(resolveWizardKey(press('S', { metaKey: true, ...on('TEXTAREA') }))).toBe('save');
    expect(resolveWizardKey(press('s', { ctrlKey: true, isInsideWizard: false }))).toBe('save');
    expect(resolveWizardKey(press('s', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(resolveWizardKey(press('s'))).toBeNull();
    expect(resolveWizardKey(press('s', { ctrlKey: true, repeat: true }))).toBe('suppress');
  });

  it('continues on Enter from the page, text inputs and choices', () => {
    expect(resolveWizardKey(press('Enter'))).toBe('next');
    expect(resolveWizardKey(press('Enter', on('INPUT', 'text')))).toBe('next');
    expect(resolveWizardKey(press('Enter', on('INPUT', 'date')))).toBe('next');
    expect(resolveWizardKey(press('Enter', on('INPUT', 'radio')))).toBe('next');
    expect(resolveWizardKey(press('Enter', on('H2')))).toBe('next');
  });

  it('leaves Enter alone where it has a job of its own', () => {
    for (const tag of ['TEXTAREA', 'SELECT', 'BUTTON', 'A']) {
      expect(resolveWizardKey(press('Enter', on(tag)))).toBeNull();
    }
    expect(resolveWizardKey(press('Enter', on('INPUT', 'submit')))).toBeNull();
    expect(resolveWizardKey(press('Enter', { shiftKey: true }))).toBeNull();
    expect(resolveWizardKey(press('Enter', { isComposing: true }))).toBeNull();
    expect(resolveWizardKey(press('Enter', { repeat: true }))).toBeNull();
    expect(
      resolveWizardKey(press('Enter', { target: { tagName: 'DIV', isContentEditable: true } })),
    ).toBeNull();
  });

  it('moves between steps with the arrows outside form controls', () => {
    expect(resolveWizardKey(press('ArrowRight'))).toBe('forward');
    expect(resolveWizardKey(press('ArrowLeft', on('BUTTON')))).toBe('previous');
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(resolveWizardKey(press('ArrowLeft', on(tag, 'text')))).toBeNull();
    }
    expect(resolveWizardKey(press('ArrowRight', on('INPUT', 'radio')))).toBeNull();
    expect(resolveWizardKey(press('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(resolveWizardKey(press('ArrowRight', { altKey: true }))).toBeNull();
  });

  it('ignores Enter and arrows outside the wizard (header search, chat)', () => {
    expect(resolveWizardKey(press('Enter', { isInsideWizard: false }))).toBeNull();
    expect(resolveWizardKey(press('ArrowRight', { isInsideWizard: false }))).toBeNull();
    expect(resolveWizardKey(press('Tab'))).toBeNull();
  });
});
