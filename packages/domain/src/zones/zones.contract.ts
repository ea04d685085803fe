import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { dataOf, defineOperation } from '../contract.ts';
import { idParam, storable } from '../primitives/index.ts';
import {
  createZoneSchema,
  deliveryRegionEntrySchema,
  deliveryRegionSummarySchema,
  deliveryZoneSchema,
  deliveryDaySchema,
  postcodeSchema,
  updateZoneSchema,
  zoneDaysSchema,
  ZONE_MESSAGES,
  zoneSuburbLinkSchema,
  zoneSuburbRowSchema,
  zoneSuburbsSchema,
  suburbSchema,
} from './zones.schemas.ts';
import * as routes from './zones.operations.ts';

const tag = 'Delivery zones';
const zoneParams = z.object({ id: idParam() });

/** Delivery zones, their days and suburbs (spec 002 §4, §5, §8). */
export const zonesContract = {
  listZones: defineOperation({
    ...routes.listZones,
    summary: "List the supplier's delivery zones",
    tag,
    response: dataOf(deliveryZoneSchema),
    errors: [403],
  }),
  getZone: defineOperation({
    ...routes.getZone,
    summary: 'Get a delivery zone',
    tag,
    params: zoneParams,
    response: deliveryZoneSchema,
    errors: [400, 403, 404],
  }),
  listZoneSuburbs: defineOperation({
    ...routes.listZoneSuburbs,
    summary: "List a zone's suburbs, enabled or not",
    tag,
    params: zoneParams,
    response: dataOf(zoneSuburbLinkSchema),
    errors: [400, 403, 404],
  }),
  listZoneDays: defineOperation({
    ...routes.listZoneDays,
    summary: "List a zone's delivery days",
    tag,
    params: zoneParams,
    response: dataOf(deliveryDaySchema),
    errors: [400, 403, 404],
  }),
  createZone: defineOperation({
    ...routes.createZone,
    summary: 'Create a delivery zone (unpublished), optionally as a copy of another',
    tag,
    body: createZoneSchema,
    response: deliveryZoneSchema,
    errors: [400, 403, 404, 409],
    codes: { 400: [ERROR_CODES.zoneNameTaken] },
  }),
  updateZone: defineOperation({
    ...routes.updateZone,
    summary: 'Rename a zone, publish or unpublish it, or change its delivery details',
    tag,
    params: zoneParams,
    body: updateZoneSchema,
    response: deliveryZoneSchema,
    errors: [400, 403, 404, 409],
    codes: { 400: [ERROR_CODES.zoneNameTaken, ERROR_CODES.invalidActivation] },
  }),
  deleteZone: defineOperation({
    ...routes.deleteZone,
    summary: 'Delete a delivery zone',
    tag,
    params: zoneParams,
    errors: [400, 403, 404],
  }),
  setZoneSuburbs: defineOperation({
    ...routes.setZoneSuburbs,
    summary: "Replace a zone's suburbs",
    tag,
    params: zoneParams,
    body: zoneSuburbsSchema,
    response: dataOf(zoneSuburbLinkSchema),
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.suburbUnknown, ERROR_CODES.suburbBlocked, ERROR_CODES.invalidActivation] },
  }),
  setZoneDays: defineOperation({
    ...routes.setZoneDays,
    summary: "Replace a zone's delivery days (a day left out is turned off)",
    tag,
    params: zoneParams,
    body: zoneDaysSchema,
    response: dataOf(deliveryDaySchema),
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.dayBlocked, ERROR_CODES.invalidActivation] },
  }),
  addZonePostcode: defineOperation({
    ...routes.addZonePostcode,
    summary: "List a postcode's suburbs as links of a zone, to add in Edit Suburbs",
    description:
      'Nothing is saved: the suburbs come back as they would be linked (off unless already in the zone), and ' +
      'PUT /zones/{id}/suburbs saves the list when the supplier presses Save. The spec names this call; it keeps its path.',
    tag,
    params: zoneParams.extend({ postcode: postcodeSchema }),
    response: dataOf(zoneSuburbLinkSchema),
    errors: [400, 403, 404],
    codes: { 400: [ERROR_CODES.suburbUnknown, ERROR_CODES.suburbBlocked] },
  }),
  searchSuburbs: defineOperation({
    ...routes.searchSuburbs,
    summary: 'Search Australian suburbs by name or postcode',
    tag,
    query: z.object({ search: storable(z.string().max(100)).optional() }),
    response: dataOf(suburbSchema),
    errors: [400],
  }),
  listZoneSuburbRows: defineOperation({
    ...routes.listZoneSuburbRows,
    summary: 'Find which of the supplier’s zones deliver to a suburb or postcode',
    tag,
    query: z.object({
      suburb: storable(z.string().max(100)).optional(),
      postcode: z
        .string()
        .regex(/^\d{1,4}$/, ZONE_MESSAGES.postcodeInvalid)
        .optional(),
    }),
    response: dataOf(zoneSuburbRowSchema),
    errors: [400, 403],
  }),
  listDeliveryRegions: defineOperation({
    ...routes.listDeliveryRegions,
    summary: 'List the delivery regions a zone can be filled from',
    description:
      "Not in the spec's call table: the region lookup lives on the server because the suburb list does.",
    tag,
    response: dataOf(deliveryRegionSummarySchema),
    errors: [],
  }),
  getDeliveryRegion: defineOperation({
    ...routes.getDeliveryRegion,
    summary: "List a delivery region's suburbs and postcodes",
    tag,
    params: z.object({ name: storable(z.string().min(1).max(100)) }),
    response: z.object({ name: z.string(), entries: z.array(deliveryRegionEntrySchema) }),
    errors: [400, 404],
  }),
};
