import type { UseFormReturn } from 'react-hook-form';
import type { CreateApiKeyInput } from '@/shared/api-keys/schema';
import { PERMISSION_CATALOGUE, type Permission } from '@/shared/permissions';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import type { PermissionCheck } from '@/web/lib/permission-check';

type KeyForm = UseFormReturn<CreateApiKeyInput, unknown, unknown>;

/**
 * The scopes a key may get, grouped by the permission catalogue's categories. Only what the
 * signed-in user's role holds is offered (the server refuses anything else anyway).
 */
export function ScopeChoices({
  id,
  form,
  can,
}: {
  id: string;
  form: KeyForm;
  can: PermissionCheck;
}) {
  const chosen = form.watch('scopes');
  const groups = PERMISSION_CATALOGUE.map((category) => ({
    category: category.category,
    permissions: category.permissions.filter((p) => can(p.key)),
  })).filter((group) => group.permissions.length > 0);
  const error = form.formState.errors.scopes?.message;
  const setCategory = (keys: Permission[], on: boolean) => {
    const others = chosen.filter((scope) => !keys.includes(scope));
    form.setValue('scopes', on ? [...others, ...keys] : others, {
      shouldValidate: form.formState.isSubmitted,
      shouldDirty: true,
    });
  };
  return (
    <fieldset aria-describedby={error ? `${id}-scopes-error` : undefined} className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">Scopes</legend>
      <p className="text-sm text-slate-600">
        What the key may do through the API. It acts as you, so your own role&apos;s permissions
        still apply too.
      </p>
      {groups.map(({ category, permissions }) => {
        const keys = permissions.map((p) => p.key);
        const allOn = keys.every((key) => chosen.includes(key));
        return (
          <div key={category} className="rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{category}</h3>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={`${allOn ? 'Clear all in' : 'Select all in'} ${category}`}
                onClick={() => setCategory(keys, !allOn)}
              >
                {allOn ? 'Clear category' : 'Select all in category'}
              </Button>
            </div>
            <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {permissions.map((permission) => (
                <FormField
                  key={permission.key}
                  id={`${id}-${permission.key}`}
                  label={permission.name}
                  layout="inline"
                >
                  {(c) => (
                    <Checkbox
                      {...fieldAria(c)}
                      value={permission.key}
                      {...form.register('scopes')}
                    />
                  )}
                </FormField>
              ))}
            </div>
          </div>
        );
      })}
      {error && (
        <p id={`${id}-scopes-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
