import { LoginPage } from '@/web/features/auth/login-page';
import { PATHS } from '../paths';
import type { AppRoute } from './route-types';

/**
 * The signed-out pages, the only routes the router knows up front (router.tsx): matched there,
 * they never start the signed-in area's session check.
 */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  // Part of the entry (about 3 KB): a lazy chunk would cost /login one more round trip.
  { path: PATHS.login, title: 'Sign In', page: { eager: LoginPage } },
  {
    path: PATHS.forgotPassword,
    title: 'Forgot Password',
    page: () =>
      import('@/web/features/auth/password-reset-pages').then((m) => m.ForgotPasswordPage),
  },
  {
    path: PATHS.resetPassword,
    title: 'Reset Password',
    page: () => import('@/web/features/auth/password-reset-pages').then((m) => m.ResetPasswordPage),
  },
  {
    path: PATHS.portalInvitation,
    title: 'Installer Portal Invitation',
    page: () => import('@/web/features/auth/invitation-page').then((m) => m.InvitationPage),
  },
];
