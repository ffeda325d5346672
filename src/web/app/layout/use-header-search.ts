import { buildSearchResultsPath } from '@/shared/header-search';
import { RECORD_SEARCH_MIN_LENGTH } from '@/shared/search/record-kinds';
import type { RecordHit } from '@/shared/search/records';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useRecordSearch } from './use-record-search';
import { useSearchKeys } from './use-search-keys';

/** Ctrl+K or Cmd+K focuses the box from anywhere (opening the phone's search row first). */
function useSearchShortcut(
  inputRef: RefObject<HTMLInputElement | null>,
  expand: (isExpanded: boolean) => void,
) {
  useEffect(() => {
    function focusSearch(event: globalThis.KeyboardEvent) {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      expand(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    window.addEventListener('keydown', focusSearch);
    return () => window.removeEventListener('keydown', focusSearch);
  }, [inputRef, expand]);
}

/** The header search's state: the text, the phone's search row, the matches and the highlighted one. */
export function useHeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isExpanded, setIsExpanded] = useState(false);
  const [isListOpen, setIsListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { hits, state, data } = useRecordSearch(text);
  const showList = isListOpen && text.trim().length >= RECORD_SEARCH_MIN_LENGTH;

  // Opening the row on a phone is asking to type.
  useEffect(() => {
    if (isExpanded) inputRef.current?.focus();
  }, [isExpanded]);

  // New results, new choice: nothing is highlighted until the arrows are used.
  useEffect(() => setActiveIndex(-1), [data]);
  useSearchShortcut(inputRef, setIsExpanded);

  function finish() {
    setIsListOpen(false);
    setIsExpanded(false);
    setText('');
    inputRef.current?.blur();
  }

  function choose(hit: RecordHit) {
    finish();
    void navigate(hit.href);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = showList ? hits[activeIndex] : undefined;
    if (chosen) return choose(chosen);
    // No highlighted match: the results page lists every kind's matches (issue 28 point 8).
    const route = buildSearchResultsPath(text);
    // Blank text after trimming is ignored (spec 01 section 5).
    if (route === null) return;
    finish();
    void navigate(route);
  }

  const handleKeyDown = useSearchKeys({
    hits,
    showList,
    isExpanded,
    setIsListOpen,
    setIsExpanded,
    setActiveIndex,
    toggleRef,
  });

  return {
    text,
    setText,
    isExpanded,
    setIsExpanded,
    setIsListOpen,
    activeIndex,
    setActiveIndex,
    toggleRef,
    inputRef,
    hits,
    state,
    showList,
    choose,
    handleSubmit,
    handleKeyDown,
  };
}
