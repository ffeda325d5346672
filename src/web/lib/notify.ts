import { toast } from 'sonner';
import { describeError, type DescribeErrorOptions } from './describe-error';

/**
 * How long a toast stays, when a screen's words call for other than sonner's default, and a
 * second line or a button when the screen has one.
 */
export type NotifyOptions = {
  duration?: number;
  description?: string;
  /** One button on the toast, e.g. a link to what was just created. */
  action?: { label: string; onClick: () => void };
};

/**
 * The one place the web shows a call's outcome as a toast (issue 29 point 1): data-layer hooks
 * and pages use these, so every failure reads the same way (describeError) and no page wires
 * sonner itself.
 */
export function notifySuccess(message: string, options?: NotifyOptions) {
  toast.success(message, options);
}

/** Shows why a call failed, in the server's own words. Fits any onError as it is. */
export function notifyError(error: unknown) {
  toast.error(describeError(error).message);
}

/** An onError that shows the server's words, else the screen's fallback, for as long as asked. */
export function notifyErrorWith(options: DescribeErrorOptions & NotifyOptions) {
  const { duration, ...describe } = options;
  return (error: unknown) =>
    toast.error(describeError(error, describe).message, duration ? { duration } : undefined);
}

/** A failure the browser found (nothing was sent), in the screen's own words. */
export function notifyProblem(message: string, options?: NotifyOptions) {
  toast.error(message, options);
}

/** Plain information (nothing failed, nothing to confirm). */
export function notifyInfo(message: string, options?: NotifyOptions) {
  toast(message, options);
}

/**
 * onSuccess/onError for a mutation: a success toast when `success` is given, and the error's
 * message on failure. Spread into mutationOptions or into mutate()'s second argument.
 */
export function toastOutcome<TData = unknown>(
  success?: string | ((data: TData) => string),
  errorOptions?: DescribeErrorOptions,
) {
  return {
    onSuccess: (data: TData) => {
      if (success) notifySuccess(typeof success === 'string' ? success : success(data));
    },
    onError: errorOptions ? notifyErrorWith(errorOptions) : notifyError,
  };
}
