import type { Permission } from '../../shared/permissions';

/**
 * What each procedure of a feature router needs: 'session' (any signed-in
 * user; narrower rules live in the service) or a permission of the matrix.
 * Each feature keeps its own list beside its router; the authorization test
 * joins them and fails for any procedure missing from them.
 */
export type ProcedureRequirements = Record<string, 'session' | Permission>;
