import type { RouteObject } from 'react-router';

export const lossLeadersRoutes: RouteObject[] = [
  {
    path: 'loss-leaders',
    lazy: async () => ({ Component: (await import('./loss-leaders-page.tsx')).LossLeadersPage }),
  },
];
