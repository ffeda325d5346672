// Kept apart from schemas.ts (which needs Zod) so the sign-in page can show it without
// loading Zod: /login has a bundle budget (scripts/check-bundle-budget.mjs).
export const SSO_REQUIRED_MESSAGE =
  "Your organisation requires single sign-on. Use 'Sign in with your organisation'.";
