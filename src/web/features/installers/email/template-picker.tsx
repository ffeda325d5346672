import { previewTemplateBody, summariseVariables } from '@/shared/installers/contact-rules';
import { Select } from '@/web/components/ui/select';
import { useEmailTemplates } from '../api/use-emails';
import { FormField } from '@/web/components/form-field';

type TemplatePickerProps = {
  value: string;
  isLoading: boolean;
  onChoose: (templateId: string) => void;
};

/** Active templates; the chosen one's first 100 characters and up to 3 variables show below. */
export function TemplatePicker({ value, isLoading, onChoose }: TemplatePickerProps) {
  const templates = useEmailTemplates();
  const active = templates.data?.filter((t) => t.isActive) ?? [];
  const chosen = active.find((t) => t.id === value);
  const variables = chosen ? summariseVariables(chosen.variables) : null;
  const hint = templates.isSuccess && active.length === 0 ? 'No templates available' : undefined;

  return (
    <div>
      <FormField id="email-template" label="Template" {...(hint ? { hint } : {})}>
        {(c) => (
          <Select
            id={c.id}
            value={value}
            disabled={isLoading}
            aria-describedby={
              [c.describedBy, chosen ? 'email-template-preview' : null].filter(Boolean).join(' ') ||
              undefined
            }
            onChange={(event) => onChoose(event.target.value)}
          >
            <option value="">No template</option>
            {active.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {chosen && variables && (
        <div
          id="email-template-preview"
          className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
        >
          <p className="text-slate-700">{previewTemplateBody(chosen.body)}</p>
          {variables.shown.length > 0 && (
            <p className="mt-2 flex flex-wrap items-center gap-1 text-xs text-slate-700">
              <span>Variables:</span>
              {variables.shown.map((name) => (
                <code key={name} className="rounded bg-white px-1.5 py-0.5 ring-1 ring-slate-200">
                  {`{{${name}}}`}
                </code>
              ))}
              {variables.more && <span>{variables.more}</span>}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
