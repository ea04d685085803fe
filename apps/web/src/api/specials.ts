import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { specialsContract, BodyOf, SpecialStatus } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { productKeys } from './products.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/specials/specials.operations';

/** The contract's operations from its zod-free routes (operationOf): these pages load no zod schemas. */
const ops = {
  archiveSpecial: operationOf<typeof specialsContract.archiveSpecial>(routes.archiveSpecial),
  createSpecial: operationOf<typeof specialsContract.createSpecial>(routes.createSpecial),
  featureSpecial: operationOf<typeof specialsContract.featureSpecial>(routes.featureSpecial),
  listSpecials: operationOf<typeof specialsContract.listSpecials>(routes.listSpecials),
};

/** Specials (GET, POST specials; DELETE and PATCH specials/{id}). */
export const specialKeys = {
  all: ['specials'] as const,
  list: (status?: SpecialStatus) => [...specialKeys.all, 'list', status ?? 'all'] as const,
};

/** { active, scheduled, archived }; with a status only that group is filled. */
export const specialsQuery = (status?: SpecialStatus) =>
  queryOptions({
    queryKey: specialKeys.list(status),
    queryFn: ({ signal }) => callOperation(ops.listSpecials, { query: { status } }, { signal }),
  });
export const useSpecials = (status?: SpecialStatus) => useQuery(specialsQuery(status));

/** A special changes its product's `specials`: the products are stale too. */
const invalidateSpecials = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: specialKeys.all }),
    client.invalidateQueries({ queryKey: productKeys.all }),
  ]);

export const createSpecial = (body: BodyOf<typeof ops.createSpecial>) =>
  callOperation(ops.createSpecial, { body });
export function useCreateSpecial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSpecial, onSuccess: () => invalidateSpecials(client) });
}

/** Archives the special (permanent). */
export const archiveSpecial = (id: number) => callOperation(ops.archiveSpecial, { params: { id } });
export function useArchiveSpecial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: archiveSpecial, onSuccess: () => invalidateSpecials(client) });
}

/** Staff feature or unfeature a special. */
export const featureSpecial = ({ id, isBanner }: { id: number; isBanner: boolean }) =>
  callOperation(ops.featureSpecial, { params: { id }, body: { is_banner: isBanner } });
export function useFeatureSpecial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: featureSpecial, onSuccess: () => invalidateSpecials(client) });
}
