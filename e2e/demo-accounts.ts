import { DEMO_INSTALLER, DEMO_PASSWORD, DEMO_USERS } from '../src/server/db/seed/demo-users';

export const PASSWORD = DEMO_PASSWORD;
export const ADMIN = DEMO_USERS.find((u) => u.role === 'ADMIN')!;
export const COORDINATOR = DEMO_USERS.find((u) => u.role === 'COORDINATOR')!;
export const INSPECTOR = DEMO_USERS.find((u) => u.role === 'INSPECTOR')!;
/** The installer portal's demo sign-in (the demo installer with the most open fails). */
export const INSTALLER = DEMO_INSTALLER;

// Runs on other ports (parallel local runs) keep their own signed-in states.
export const storageStatePath = (role: string) =>
  `test-results/.auth-${process.env.E2E_PORT ?? '3210'}/${role.toLowerCase()}.json`;
