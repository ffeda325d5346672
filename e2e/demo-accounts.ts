import { DEMO_PASSWORD, DEMO_USERS } from '../src/server/db/seed/demo-users';

export const PASSWORD = DEMO_PASSWORD;
export const ADMIN = DEMO_USERS.find((u) => u.role === 'ADMIN')!;
export const COORDINATOR = DEMO_USERS.find((u) => u.role === 'COORDINATOR')!;
export const INSPECTOR = DEMO_USERS.find((u) => u.role === 'INSPECTOR')!;

export const storageStatePath = (role: string) => `test-results/.auth/${role.toLowerCase()}.json`;
