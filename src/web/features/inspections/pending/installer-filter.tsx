import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterSelect } from '@/web/components/filter-select';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useTRPC } from '@/web/lib/trpc';

type InstallerFilterProps = { value: string; onChange: (installerId: string) => void };

/**
 * The installer filter chooses from the installers register: the same options the
 * registration form's quick-fill reads (installers.options: active, most inspected
 * first, 20 at a time), narrowed by typing part of a name. The chosen installer stays
 * in the list whatever is typed, named from the register when a link carried only its id.
 */
export function InstallerFilter({ value, onChange }: InstallerFilterProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const options = useQuery(
    trpc.installers.options.queryOptions(
      { search: settled },
      { placeholderData: keepPreviousData, staleTime: 60_000 },
    ),
  );
  const listed = options.data ?? [];
  const isChosenListed = value === '' || listed.some((installer) => installer.id === value);
  const chosen = useQuery(
    trpc.installers.get.queryOptions({ id: value }, { enabled: !isChosenListed }),
  );
  const choices = listed.map((installer) => ({ value: installer.id, label: installer.name }));
  if (!isChosenListed) {
    choices.unshift({ value, label: chosen.data?.name ?? 'Chosen installer' });
  }
  return (
    <div className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
      <div>
        <Label htmlFor="pending-installer-search">Find installer</Label>
        <Input
          id="pending-installer-search"
          type="search"
          className="mt-1"
          maxLength={100}
          placeholder="Part of a name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <FilterSelect
        id="pending-installer"
        label="Installer"
        allLabel={options.isError ? 'All installers (list unavailable)' : 'All installers'}
        options={choices}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
