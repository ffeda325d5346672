import { useSyncExternalStore } from 'react';
import { isSending, subscribeSending } from './sync';

/** Whether this tab's outbox is sending now. */
export function useSending(): boolean {
  return useSyncExternalStore(subscribeSending, isSending, () => false);
}
