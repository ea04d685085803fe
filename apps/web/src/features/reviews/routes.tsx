import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the signed-in layout. */
export const reviewsRoutes: RouteObject[] = [
  {
    path: 'reviews/*',
    lazy: async () => {
      const { ReviewsPage, reviewsLoader } = await import('./reviews-page.tsx');
      return { Component: ReviewsPage, loader: reviewsLoader };
    },
  },
];
