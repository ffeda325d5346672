import { PATHS } from '../../app/paths';

export const PROJECT_DETAIL_PATH = `${PATHS.projects}/:id`;

export function buildProjectPath(id: string): string {
  return `${PATHS.projects}/${encodeURIComponent(id)}`;
}
