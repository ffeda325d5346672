import { buildSearchResultsPath } from '@/shared/header-search';
import { RECORD_SEARCH_MIN_LENGTH } from '@/shared/search/record-kinds';
import type { RecordHit } from '@/shared/search/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { useTRPC } from '@/web/lib/trpc';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { optionId, RecordSearchResults, RESULTS_ID } from './record-search-results';

const FORM_ID = 'header-search-form';

/**
 * From `md` up the search box sits in the header row. Narrower, a search button
 * opens it as a full-width row under the title, so the title keeps its room.
 * While typing (two characters or more) matching records appear under the box
 * (docs/search.md); Enter on a highlighted record opens it, Enter otherwise opens
 * the results page (/search?q=...). Ctrl+K or Cmd+K focuses the box from anywhere.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [isExpanded, setIsExpanded] = useState(false);
  const [isListOpen, setIsListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const settled = useDebouncedValue(text.trim(), 200);
  const isSearchable = settled.length >= RECORD_SEARCH_MIN_LENGTH;
  const results = useQuery({
    ...trpc.search.records.queryOptions({ q: settled }),
    enabled: isSearchable,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const hits: readonly RecordHit[] = isSearchable ? (results.data ?? []) : [];
  const showList = isListOpen && text.trim().length >= RECORD_SEARCH_MIN_LENGTH;

  // Opening the row on a phone is asking to type.
  useEffect(() => {
    if (isExpanded) inputRef.current?.focus();
  }, [isExpanded]);

  // New results, new choice: nothing is highlighted until the arrows are used.
  useEffect(() => setActiveIndex(-1), [results.data]);

  useEffect(() => {
    function focusSearch(event: globalThis.KeyboardEvent) {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      setIsExpanded(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    window.addEventListener('keydown', focusSearch);
    return () => window.removeEventListener('keydown', focusSearch);
  }, []);

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

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      setIsListOpen(true);
      const last = hits.length - 1;
      setActiveIndex((current) =>
        event.key === 'ArrowDown'
          ? current >= last
            ? 0
            : current + 1
          : current <= 0
            ? last
            : current - 1,
      );
      return;
    }
    if (event.key !== 'Escape') return;
    if (showList) {
      event.preventDefault();
      setIsListOpen(false);
      return;
    }
    if (!isExpanded) return;
    setIsExpanded(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        onClick={() => setIsExpanded((current) => !current)}
        aria-label={isExpanded ? 'Hide search' : 'Show search'}
        aria-expanded={isExpanded}
        aria-controls={FORM_ID}
        className="shrink-0 md:hidden"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </Button>
      <form
        id={FORM_ID}
        role="search"
        onSubmit={handleSubmit}
        className={cn(
          'order-last basis-full items-center gap-2 pb-3',
          'md:order-none md:flex md:max-w-md md:flex-1 md:basis-auto md:pb-0',
          isExpanded ? 'flex' : 'hidden',
        )}
      >
        <label htmlFor="header-search" className="sr-only">
          Search
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="header-search"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? RESULTS_ID : undefined}
            aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-keyshortcuts="Control+K Meta+K"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setIsListOpen(true);
            }}
            onFocus={() => setIsListOpen(true)}
            onBlur={() => setIsListOpen(false)}
            ref={inputRef}
            onKeyDown={handleKeyDown}
            placeholder="Search inspections, users..."
            className="pl-9"
          />
          {showList && (
            <RecordSearchResults
              hits={hits}
              activeIndex={activeIndex}
              state={
                results.isError
                  ? 'error'
                  : results.isFetching || settled !== text.trim()
                    ? 'loading'
                    : 'ready'
              }
              onChoose={choose}
              onHover={setActiveIndex}
            />
          )}
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </>
  );
}
