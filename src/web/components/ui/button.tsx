import type { ComponentPropsWithRef } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-variants';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button that never submits a form by accident: type="button" unless told otherwise. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
