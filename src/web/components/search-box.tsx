import { TEXT_MAX } from '@/shared/inspections/validation';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { FormField, fieldAria } from './form-field';
import { Input } from './ui/input';
import { useDebouncedCallback } from '../lib/use-debounced-callback';

const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
};

/** A list's search box: typing stays local; the URL (and so the query) changes once the user pauses. */
export function SearchBox({ id, label, placeholder, value, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // Back/forward navigation changes the URL under us: adopt its value (React's derived-state pattern).
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  return (
    <FormField id={id} label={label} className="min-w-0 flex-1">
      {(c) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            {...fieldAria(c)}
            type="search"
            className="pl-9"
            maxLength={TEXT_MAX}
            placeholder={placeholder}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              search(event.target.value);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
