import type { ComponentPropsWithRef } from 'react';

/**
 * The box a user clicks (or drops a file on) to choose a file: a label of a file input that
 * is visually hidden because a native one cannot be styled. It names the input (or, inside a
 * FormField, names the chosen file beside the field's own label), so it is the one other place
 * a label is written by hand.
 */
export function FileChooserLabel(props: ComponentPropsWithRef<'label'> & { htmlFor: string }) {
  return <label {...props} />;
}
