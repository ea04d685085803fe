import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../lib/context.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { platformRoutes } from './platform/platform.routes.ts';

/** Every area's routes, mounted under /api. Each area adds one line here. */
export const areaRoutes: Array<(ctx: AppContext) => FastifyPluginAsyncZod> = [
  healthRoutes,
  authRoutes,
  platformRoutes,
];
