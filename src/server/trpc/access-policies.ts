import { maintenancePolicy } from '../features/maintenance/policy';
import { requireMfaWhenMandatory } from '../features/mfa/policy';
import type { AccessPolicy } from './access-policy';

/** The tenant-wide rules, in the order they are checked (access-policy.ts says what one is). */
export const ACCESS_POLICIES: AccessPolicy[] = [maintenancePolicy, requireMfaWhenMandatory];
