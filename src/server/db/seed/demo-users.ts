import type { Role } from '@/shared/roles';

/** The documented demo sign-ins (README 'Demo sign-in'); created only in an empty database. */
export const DEMO_PASSWORD = 'InspectHub-demo-2026';

export const DEMO_USERS: readonly {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}[] = [
  { email: 'admin@inspecthub.demo', firstName: 'Alex', lastName: 'Morgan', role: 'ADMIN' },
  {
    email: 'coordinator@inspecthub.demo',
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'COORDINATOR',
  },
  { email: 'inspector@inspecthub.demo', firstName: 'Tom', lastName: 'Hughes', role: 'INSPECTOR' },
];

/** The installer portal's demo sign-in, for the demo installer with the most open fails. */
export const DEMO_INSTALLER = {
  email: 'installer@inspecthub.demo',
  firstName: 'Sam',
  lastName: 'Carter',
  role: 'INSTALLER',
} as const;
