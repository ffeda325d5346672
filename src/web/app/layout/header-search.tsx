import { resolveSearchRoute } from '@shared/header-search';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const route = resolveSearchRoute(text);
    // Blank text after trimming is ignored (spec 01 section 5).
    if (route !== null) void navigate(route);
  }

  return (
    <form onSubmit={handleSubmit} className="flex min-w-0 flex-1 items-center gap-2 md:max-w-md">
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
          placeholder="Search inspections, users..."
          className="pl-9"
        />
      </div>
      <Button type="submit" variant="secondary" className="px-3 sm:px-4">
        <Search aria-hidden="true" className="h-4 w-4 sm:hidden" />
        {/* Icon-only on phones to leave room for the box; the name stays 'Search'. */}
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </form>
  );
}
