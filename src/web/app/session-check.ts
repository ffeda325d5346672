import { authClient } from '../lib/auth-client';

let hold: (() => void) | null = null;

/**
 * Starts better-auth's session check now (its store fetches when first listened to) instead of
 * when the guard mounts: the router calls it as soon as it knows the page is a signed-in one,
 * so the check runs while the signed-in code downloads. The guard lets go of this hold once its
 * own subscription (useSession) runs.
 */
export function startSessionCheck(): void {
  hold ??= authClient.$store.atoms.session!.listen(() => {});
}

export function releaseSessionCheck(): void {
  hold?.();
  hold = null;
}
