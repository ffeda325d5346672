import type { RouteObject } from 'react-router';
import { PATHS, PROJECT_DETAIL_PATH } from '../paths';
import { guardRoutes } from '../require-permission';

export const projectsRoutes: RouteObject[] = [
  guardRoutes({ permission: 'projects:view', title: 'New Projects', action: 'view projects' }, [
    {
      path: PATHS.projects,
      lazy: async () => {
        const { ProjectsPage } = await import('@/web/features/projects/projects-page');
        return { element: <ProjectsPage /> };
      },
    },
    {
      path: PROJECT_DETAIL_PATH,
      lazy: async () => {
        const { ProjectDetailPage } = await import('@/web/features/projects/project-detail-page');
        return { element: <ProjectDetailPage /> };
      },
    },
  ]),
];
