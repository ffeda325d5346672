import { resolveSearchRoute } from '@shared/header-search';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

const FORM_ID = 'header-search-form';

/**
 * From `md` up the search box sits in the header row. Narrower, a search button
 * opens it as a full-width row under the title, so the title keeps its room.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isExpanded, setIsExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Opening the row on a phone is asking to type.
  useEffect(() => {
    if (isExpanded) inputRef.current?.focus();
  }, [isExpanded]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const route = resolveSearchRoute(text);
    // Blank text after trimming is ignored (spec 01 section 5).
    if (route === null) return;
    setIsExpanded(false);
    void navigate(route);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape' || !isExpanded) return;
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
            value={text}
            onChange={(event) => setText(event.target.value)}
            ref={inputRef}
            onKeyDown={handleKeyDown}
            placeholder="Search inspections, users..."
            className="pl-9"
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </>
  );
}
