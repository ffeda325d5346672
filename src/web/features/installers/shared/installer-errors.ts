import { describeError, type DescribedError } from '../../../lib/describe-error';

export const INSTALLER_CONFLICT_MESSAGE =
  'This installer was changed by someone else. Reload to see the latest version.';

/** describeError with the installer's own wording for a stale version. */
export function describeInstallerError(error: unknown): DescribedError {
  const described = describeError(error);
  return described.isConflict ? { ...described, message: INSTALLER_CONFLICT_MESSAGE } : described;
}
