import { useSyncExternalStore } from 'react';

/** The open question, if any: how many changes would be lost, and the answer's callback. */
export type SignOutQuestion = { unsent: number; answer: (signOut: boolean) => void };

let question: SignOutQuestion | null = null;
let hosts = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** "1 change has not been sent." / "3 changes have not been sent." */
export function unsentText(unsent: number): string {
  return unsent === 1 ? '1 change has not been sent.' : `${unsent} changes have not been sent.`;
}

/**
 * Asks whether to sign out although changes wait (they leave the device with the user). The
 * shell's dialog asks; where none is mounted (the maintenance page), the browser's confirm.
 */
export function askSignOut(unsent: number): Promise<boolean> {
  if (hosts === 0) {
    return Promise.resolve(
      window.confirm(`${unsentText(unsent)} Signing out removes them from this device.`),
    );
  }
  return new Promise((resolve) => {
    question = {
      unsent,
      answer: (signOut) => {
        question = null;
        notify();
        resolve(signOut);
      },
    };
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  hosts += 1;
  return () => {
    listeners.delete(listener);
    hosts -= 1;
  };
}

/** The question for the dialog that asks it (mounting it makes it the one that asks). */
export function useSignOutQuestion(): SignOutQuestion | null {
  return useSyncExternalStore(
    subscribe,
    () => question,
    () => null,
  );
}
