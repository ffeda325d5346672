import type { RecordHit } from '@/shared/search/records';
import type { Dispatch, KeyboardEvent, RefObject, SetStateAction } from 'react';

type SearchKeysOptions = {
  hits: readonly RecordHit[];
  showList: boolean;
  isExpanded: boolean;
  setIsListOpen: (isOpen: boolean) => void;
  setIsExpanded: (isExpanded: boolean) => void;
  setActiveIndex: Dispatch<SetStateAction<number>>;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/** The arrows move through the matches, wrapping at either end. */
function stepIndex(current: number, last: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (key === 'ArrowDown') return current >= last ? 0 : current + 1;
  return current <= 0 ? last : current - 1;
}

/**
 * The search box's keys: the arrows highlight a match; Escape closes the list first, then
 * the phone's search row, handing the focus back to its button.
 */
export function useSearchKeys(options: SearchKeysOptions) {
  const { hits, showList, isExpanded, setIsListOpen, setIsExpanded, setActiveIndex, toggleRef } =
    options;
  return function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      setIsListOpen(true);
      setActiveIndex((current) => stepIndex(current, hits.length - 1, key));
      return;
    }
    if (key !== 'Escape') return;
    if (showList) {
      event.preventDefault();
      setIsListOpen(false);
      return;
    }
    if (!isExpanded) return;
    setIsExpanded(false);
    toggleRef.current?.focus();
  };
}
