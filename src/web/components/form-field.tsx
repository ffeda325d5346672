import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Label } from './ui/label';
import { FieldError } from './field-error';

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

/**
 * How the field is laid out. 'boxed' (the default) wraps the control under a label row;
 * 'stacked' is the register forms' look: label, control, hint and an alert spaced evenly,
 * the star inside the label and the alert read before the hint; 'inline' puts a checkbox
 * before its label; 'cell' is an input in a table whose row and column headers show its name,
 * so the label is the control's aria-label and only the message is shown under it; 'row' puts
 * the label (with any note inside it) beside the control from `sm` up, a list of settings;
 * 'hidden-label' adds no box (the control keeps its place in its parent's row, so className does
 * not apply) and hides the label visually, for a search or message box its placeholder and
 * button explain.
 */
export type FieldLayout = 'boxed' | 'stacked' | 'inline' | 'cell' | 'row' | 'hidden-label';

type FormFieldProps = {
  id: string;
  /** Usually text; a node when part of the name is for screen readers only. */
  label: ReactNode;
  error?: string | undefined;
  isRequired?: boolean;
  hint?: ReactNode;
  className?: string;
  /** Extra classes for the label: a smaller one ('text-xs') beside a small control. */
  labelClassName?: string;
  layout?: FieldLayout;
  /**
   * Where the message lives when it is not `${id}-error`. Set only while the field is
   * invalid: the control is marked invalid and points at it even when the message is
   * shown elsewhere (the wizard lists its errors above the step).
   */
  errorId?: string;
  /**
   * The control shows the hint itself, inside its own box (a drop zone, with the chosen file
   * under the hint): the control is still described by the hint, which it renders with
   * `control.hintId`, and the field does not render it again.
   */
  hintInside?: boolean;
  /** Shown at the end of a boxed field's label row: a link that belongs to the field ('Forgot password?'). */
  labelAside?: ReactNode;
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

function RequiredStar({ isInLabel }: { isInLabel?: boolean }) {
  return (
    <span aria-hidden="true" className={isInLabel ? 'ml-0.5 text-red-700' : 'text-sm text-red-700'}>
      *
    </span>
  );
}

type LayoutProps = Omit<FormFieldProps, 'children' | 'layout'> & { control: ReactNode };

function InlineField({ id, label, labelClassName, className, control }: LayoutProps) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      {control}
      <Label htmlFor={id} className={cn('font-normal', labelClassName)}>
        {label}
      </Label>
    </div>
  );
}

function StackedField({
  id,
  label,
  error,
  errorId,
  isRequired,
  hint,
  className,
  labelClassName,
  control,
}: LayoutProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
        {isRequired && <RequiredStar isInLabel />}
      </Label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId ?? `${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The hint and the message under a control. */
function FieldNotes({ id, hint, error, errorId }: Omit<LayoutProps, 'label' | 'control'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId ?? `${id}-error`} message={error} />
    </>
  );
}

function BoxedField({
  id,
  label,
  error,
  errorId,
  isRequired,
  hint,
  className,
  labelClassName,
  labelAside,
  control,
}: LayoutProps) {
  return (
    <div className={className}>
      {/* The star sits outside the label so getByLabel('To', { exact: true }) still matches. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id} className={labelClassName}>
          {label}
        </Label>
        {isRequired && <RequiredStar />}
        {labelAside && <div className="ml-auto pl-4">{labelAside}</div>}
      </div>
      <div className="mt-1">{control}</div>
      <FieldNotes id={id} hint={hint} error={error} errorId={errorId} />
    </div>
  );
}

function CellField({ id, error, errorId, className, control }: LayoutProps) {
  return (
    <div className={className}>
      {control}
      <FieldError id={errorId ?? `${id}-error`} message={error} />
    </div>
  );
}

function RowField({ id, label, className, control, ...notes }: LayoutProps) {
  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row sm:items-center', className)}>
      <label htmlFor={id} className="min-w-0 flex-1 text-sm text-slate-800">
        {label}
      </label>
      {control}
      <FieldNotes id={id} {...notes} />
    </div>
  );
}

function HiddenLabelField({ id, label, control, ...notes }: LayoutProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {control}
      <FieldNotes id={id} {...notes} />
    </>
  );
}

const LAYOUTS = {
  boxed: BoxedField,
  stacked: StackedField,
  inline: InlineField,
  cell: CellField,
  row: RowField,
  'hidden-label': HiddenLabelField,
};

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
