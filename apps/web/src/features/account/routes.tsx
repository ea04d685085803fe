import type { RouteObject } from 'react-router';

/** Issue 36: the signed-out pages of an e-mailed link (each its own bundle). */
export const accountPublicRoutes: RouteObject[] = [
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./reset-password-page.tsx')).ResetPasswordPage }),
  },
  {
    path: 'accept-invitation',
    lazy: async () => ({ Component: (await import('./accept-invitation-page.tsx')).AcceptInvitationPage }),
  },
];

/** Settings > Team (owners) and Settings > Security (everyone), inside the signed-in layout. */
export const accountRoutes: RouteObject[] = [
  { path: 'settings/team', lazy: async () => ({ Component: (await import('./team-page.tsx')).TeamPage }) },
  {
    path: 'settings/security',
    lazy: async () => ({ Component: (await import('./security-page.tsx')).SecurityPage }),
  },
];
