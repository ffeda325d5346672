import type { Role } from '@/shared/roles';

export const ROLE_WORDS: Record<Role, string> = {
  INSPECTOR: 'Inspector',
  COORDINATOR: 'Coordinator',
  ADMIN: 'Administrator',
};
