/**
 * The cause of a CONFLICT the user may override: the errorFormatter copies
 * `details` to the error's `data.warning`, so a form can show the warning and
 * send the same request again with its confirmation flag.
 */
export class ConfirmableWarning<T = unknown> extends Error {
  constructor(
    message: string,
    readonly details: T,
  ) {
    super(message);
    this.name = 'ConfirmableWarning';
  }
}
