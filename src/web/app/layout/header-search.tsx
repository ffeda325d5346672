import { Search } from 'lucide-react';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { optionId, RecordSearchResults, RESULTS_ID } from './record-search-results';
import { useHeaderSearch } from './use-header-search';

const FORM_ID = 'header-search-form';

type HeaderSearchState = ReturnType<typeof useHeaderSearch>;

/**
 * From `md` up the search box sits in the header row. Narrower, a search button
 * opens it as a full-width row under the title, so the title keeps its room.
 * While typing (two characters or more) matching records appear under the box
 * (docs/search.md); Enter on a highlighted record opens it, Enter otherwise opens
 * the results page (/search?q=...). Ctrl+K or Cmd+K focuses the box from anywhere.
 */
export function HeaderSearch() {
  const search = useHeaderSearch();
  const { isExpanded, setIsExpanded } = search;
  return (
    <>
      <Button
        ref={search.toggleRef}
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
        onSubmit={search.handleSubmit}
        className={cn(
          'order-last basis-full items-center gap-2 pb-3',
          'md:order-none md:flex md:max-w-md md:flex-1 md:basis-auto md:pb-0',
          isExpanded ? 'flex' : 'hidden',
        )}
      >
        <FormField id="header-search" label="Search" layout="hidden-label">
          {(c) => <SearchCombobox search={search} inputId={c.id} />}
        </FormField>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </>
  );
}

/** The box and, while it has matches to show, the list of records under it. */
function SearchCombobox({ search, inputId }: { search: HeaderSearchState; inputId: string }) {
  const { showList, activeIndex, setIsListOpen } = search;
  return (
    <div className="relative min-w-0 flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? RESULTS_ID : undefined}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        value={search.text}
        onChange={(event) => {
          search.setText(event.target.value);
          setIsListOpen(true);
        }}
        onFocus={() => setIsListOpen(true)}
        onBlur={() => setIsListOpen(false)}
        ref={search.inputRef}
        onKeyDown={search.handleKeyDown}
        placeholder="Search inspections, users..."
        className="pl-9"
      />
      {showList && (
        <RecordSearchResults
          hits={search.hits}
          activeIndex={activeIndex}
          state={search.state}
          onChoose={search.choose}
          onHover={search.setActiveIndex}
        />
      )}
    </div>
  );
}
