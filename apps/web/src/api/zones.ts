import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zonesContract as ops, type BodyOf, type QueryOf } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';

/** Delivery zones: every query key of the resource, so a write can refresh all of them. */
export const zoneKeys = {
  all: ['zones'] as const,
  list: () => [...zoneKeys.all, 'list'] as const,
  detail: (id: number) => [...zoneKeys.all, 'detail', id] as const,
  suburbs: (id: number) => [...zoneKeys.all, 'detail', id, 'suburbs'] as const,
  bySuburb: (filter: ZoneSuburbFilter) => [...zoneKeys.all, 'by-suburb', filter] as const,
  suburbSearch: (search: string) => ['suburbs', search] as const,
  regions: () => ['delivery-regions'] as const,
};

export type ZoneSuburbFilter = QueryOf<typeof ops.listZoneSuburbRows>;

export const zonesQuery = () =>
  queryOptions({
    queryKey: zoneKeys.list(),
    queryFn: ({ signal }) => callOperation(ops.listZones, {}, { signal }).then((r) => r.data),
  });
export const useZones = () => useQuery(zonesQuery());

export const zoneQuery = (id: number) =>
  queryOptions({
    queryKey: zoneKeys.detail(id),
    queryFn: ({ signal }) => callOperation(ops.getZone, { params: { id } }, { signal }),
  });
export const useZone = (id: number | null) => useQuery({ ...zoneQuery(id ?? 0), enabled: id !== null });

export const zoneSuburbsQuery = (id: number) =>
  queryOptions({
    queryKey: zoneKeys.suburbs(id),
    queryFn: ({ signal }) =>
      callOperation(ops.listZoneSuburbs, { params: { id } }, { signal }).then((r) => r.data),
  });
export const useZoneSuburbs = (id: number) => useQuery(zoneSuburbsQuery(id));

export const zoneSuburbRowsQuery = (filter: ZoneSuburbFilter) =>
  queryOptions({
    queryKey: zoneKeys.bySuburb(filter),
    queryFn: ({ signal }) =>
      callOperation(ops.listZoneSuburbRows, { query: filter }, { signal }).then((r) => r.data),
  });
export const useZoneSuburbRows = (filter: ZoneSuburbFilter) =>
  useQuery({ ...zoneSuburbRowsQuery(filter), enabled: Boolean(filter.suburb || filter.postcode) });

/** At most 15 suburbs by name or postcode. */
export const suburbSearchQuery = (search: string) =>
  queryOptions({
    queryKey: zoneKeys.suburbSearch(search),
    queryFn: ({ signal }) =>
      callOperation(ops.searchSuburbs, { query: { search } }, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
export const useSuburbSearch = (search: string) =>
  useQuery({
    ...suburbSearchQuery(search),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** The named regions (reference data). */
export const deliveryRegionsQuery = () =>
  queryOptions({
    queryKey: zoneKeys.regions(),
    queryFn: ({ signal }) => callOperation(ops.listDeliveryRegions, {}, { signal }).then((r) => r.data),
    staleTime: Infinity,
  });
export const useDeliveryRegions = (enabled = true) => useQuery({ ...deliveryRegionsQuery(), enabled });

/** A region's entries {postcode, suburb, state}. */
export const fetchRegionEntries = (name: string) =>
  callOperation(ops.getDeliveryRegion, { params: { name } });

/** Every zone query is stale after any zone write. */
function useInvalidateZones() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: zoneKeys.all });
}

/** Created unpublished; with duplicateFromId the server copies days and suburbs. */
export function useCreateZone() {
  const invalidate = useInvalidateZones();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ops.createZone>) => callOperation(ops.createZone, { body }),
    onSuccess: invalidate,
  });
}

/** Rename, publish toggle or delivery details. */
export function useUpdateZone() {
  const invalidate = useInvalidateZones();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof ops.updateZone> }) =>
      callOperation(ops.updateZone, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteZone() {
  const qc = useQueryClient();
  const invalidate = useInvalidateZones();
  return useMutation({
    mutationFn: (id: number) => callOperation(ops.deleteZone, { params: { id } }),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: zoneKeys.detail(id) });
      return invalidate();
    },
  });
}

/** The enabled days. */
export function useSetZoneDays() {
  const invalidate = useInvalidateZones();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: BodyOf<typeof ops.setZoneDays> }) =>
      callOperation(ops.setZoneDays, { params: { id }, body: days }),
    onSuccess: invalidate,
  });
}

/** The whole list of the zone's suburb links. */
export function useSetZoneSuburbs() {
  const invalidate = useInvalidateZones();
  return useMutation({
    mutationFn: ({ id, links }: { id: number; links: BodyOf<typeof ops.setZoneSuburbs> }) =>
      callOperation(ops.setZoneSuburbs, { params: { id }, body: links }),
    onSuccess: invalidate,
  });
}

/** The postcode's suburbs as links of the zone (nothing is saved until Save). */
export function useAddPostcode() {
  return useMutation({
    mutationFn: ({ id, postcode }: { id: number; postcode: string }) =>
      callOperation(ops.addZonePostcode, { params: { id, postcode } }).then((r) => r.data),
  });
}
