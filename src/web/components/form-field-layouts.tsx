import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Label } from './ui/label';
import { FieldError } from './field-error';

/** What every layout shows: the label, the hint, the message and where they point. */
export type FieldParts = {
  id: string;
  /** Usually text; a node when part of the name is for screen readers only. */
  label: ReactNode;
  error?: string | undefined;
  isRequired?: boolean;
  hint?: ReactNode;
  className?: string;
  /** Extra classes for the label: a smaller one ('text-xs') beside a small control. */
  labelClassName?: string;
  /**
   * Where the message lives when it is not `${id}-error`. Set only while the field is
   * invalid: the control is marked invalid and points at it even when the message is
   * shown elsewhere (the wizard lists its errors above the step).
   */
  errorId?: string | undefined;
  /** Shown at the end of a boxed field's label row: a link that belongs to the field ('Forgot password?'). */
  labelAside?: ReactNode;
};

type LayoutProps = FieldParts & { control: ReactNode };

/**
 * How the field is laid out. 'boxed' (the default) wraps the control under a label row;
 * 'stacked' is the register forms' look: label, control, hint and an alert spaced evenly,
 * the star inside the label and the alert read before the hint; 'inline' puts a checkbox,
 * radio or switch before its label, centred on it; with a hint or message the box aligns to the
 * label's first line and the label (then a title, in medium weight) has its hint under it;
 * 'inline-top' aligns the box to the first line even without a hint, for a label that runs over
 * several lines (a rule, an inspection in a list); 'cell' is an input in a table whose row and column headers show its name,
 * so the label is the control's aria-label and only the message is shown under it; 'row' puts
 * the label (with any note inside it) beside the control from `sm` up, a list of settings;
 * 'hidden-label' adds no box (the control keeps its place in its parent's row, so className does
 * not apply) and hides the label visually, for a search or message box its placeholder and
 * button explain; 'trailing' puts the label, its hint under it, at the start of the row and the
 * control at the end, a switch in a list of settings.
 */
export type FieldLayout =
  'boxed' | 'stacked' | 'inline' | 'inline-top' | 'cell' | 'row' | 'hidden-label' | 'trailing';

function RequiredStar({ isInLabel }: { isInLabel?: boolean }) {
  return (
    <span aria-hidden="true" className={isInLabel ? 'ml-0.5 text-red-700' : 'text-sm text-red-700'}>
      *
    </span>
  );
}

function InlineField({
  id,
  label,
  labelClassName,
  className,
  control,
  isTop,
  ...notes
}: LayoutProps & { isTop?: boolean }) {
  const hasNotes = Boolean(notes.hint) || Boolean(notes.error);
  const labelText = (
    <Label htmlFor={id} className={cn(!hasNotes && 'font-normal', labelClassName)}>
      {label}
    </Label>
  );
  return (
    <div
      className={cn('flex gap-2', isTop || hasNotes ? 'items-start' : 'items-center', className)}
    >
      {control}
      {hasNotes ? (
        <div>
          {labelText}
          <FieldNotes id={id} {...notes} />
        </div>
      ) : (
        labelText
      )}
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
function FieldNotes({
  id,
  hint,
  error,
  errorId,
}: Pick<LayoutProps, 'id' | 'hint' | 'error' | 'errorId'>) {
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

function TrailingField({ id, label, labelClassName, className, control, ...notes }: LayoutProps) {
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div>
        <Label htmlFor={id} className={labelClassName}>
          {label}
        </Label>
        <FieldNotes id={id} {...notes} />
      </div>
      {control}
    </div>
  );
}

export const LAYOUTS: Record<FieldLayout, (props: LayoutProps) => ReactNode> = {
  boxed: BoxedField,
  stacked: StackedField,
  inline: InlineField,
  'inline-top': (props) => <InlineField {...props} isTop />,
  cell: CellField,
  row: RowField,
  'hidden-label': HiddenLabelField,
  trailing: TrailingField,
};
