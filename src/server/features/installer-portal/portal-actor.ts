import type { Actor } from '@/server/trpc/actor';

/** The actor of a portal call: an INSTALLER user with the installer every query is scoped to. */
export type PortalActor = Actor & { installerId: string };

/** The portal actor of a procedure context (requirement 'portal' has checked the installer). */
export function portalActorOf(actor: Actor): PortalActor {
  const installerId = actor.user.installerId;
  if (!installerId) throw new Error('A portal procedure ran for a user without an installer.');
  return { ...actor, installerId };
}
