import { useState } from 'react';
import { FilterSelect } from '@/web/components/filter-select';
import { Input } from '@/web/components/ui/input';
import { FormField } from '@/web/components/form-field';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useInstallerChoices, useInstallerRecord } from '../api/use-installer-options';

type InstallerFilterProps = { value: string; onChange: (installerId: string) => void };

/**
 * The installer filter chooses from the installers register: the same options the
 * registration form's quick-fill reads (installers.options: active, most inspected
 * first, 20 at a time), narrowed by typing part of a name. The chosen installer stays
 * in the list whatever is typed, named from the register when a link carried only its id.
 */
export function InstallerFilter({ value, onChange }: InstallerFilterProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const options = useInstallerChoices(settled);
  const listed = options.data ?? [];
  const isChosenListed = value === '' || listed.some((installer) => installer.id === value);
  const chosen = useInstallerRecord(value, !isChosenListed);
  const choices = listed.map((installer) => ({ value: installer.id, label: installer.name }));
  if (!isChosenListed) {
    choices.unshift({ value, label: chosen.data?.name ?? 'Chosen installer' });
  }
  return (
    <div className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
      <FormField id="pending-installer-search" label="Find installer">
        {(c) => (
          <Input
            id={c.id}
            type="search"
            maxLength={100}
            placeholder="Part of a name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
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
