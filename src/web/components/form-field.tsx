import type { ReactNode } from 'react';
import { LAYOUTS, type FieldLayout, type FieldParts } from './form-field-layouts';

export type FieldControl = {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  /** The star is hidden from screen readers; aria-required says it instead. */
  isRequired: boolean;
  /** The id the hint carries; the control renders it only when the field says `hintInside`. */
  hintId?: string | undefined;
  /** Set only in a 'cell' field (text labels): the control carries its own name. */
  ariaLabel?: string | undefined;
};

/** The attributes a control needs from its field: id, description, invalid and required state. */
export function fieldAria(c: FieldControl) {
  return {
    id: c.id,
    'aria-describedby': c.describedBy,
    'aria-invalid': c.isInvalid || undefined,
    'aria-required': c.isRequired || undefined,
    ...(c.ariaLabel ? { 'aria-label': c.ariaLabel } : {}),
  };
}

type FormFieldProps = FieldParts & {
  layout?: FieldLayout;
  /**
   * The control shows the hint itself, inside its own box (a drop zone, with the chosen file
   * under the hint): the control is still described by the hint, which it renders with
   * `control.hintId`, and the field does not render it again.
   */
  hintInside?: boolean;
  /** Renders the control with the ids it must carry for its label, hint and error. */
  children: (control: FieldControl) => ReactNode;
};

function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function describeField({ id, hint, error, errorId, layout }: Omit<FormFieldProps, 'children'>) {
  const hintId = Boolean(hint) && `${id}-hint`;
  const messageId = errorId ?? (error ? `${id}-error` : undefined);
  return layout === 'stacked' ? joinIds(messageId, hintId) : joinIds(hintId, messageId);
}

/** Label, control, hint and message wired together so every input is named and explained. */
export function FormField({ children, layout = 'boxed', hintInside, ...field }: FormFieldProps) {
  const control = children({
    id: field.id,
    describedBy: describeField({ ...field, layout }),
    isInvalid: Boolean(field.error) || Boolean(field.errorId),
    isRequired: Boolean(field.isRequired),
    hintId: field.hint ? `${field.id}-hint` : undefined,
    ariaLabel: layout === 'cell' && typeof field.label === 'string' ? field.label : undefined,
  });
  const Layout = LAYOUTS[layout];
  return <Layout {...field} hint={hintInside ? undefined : field.hint} control={control} />;
}
