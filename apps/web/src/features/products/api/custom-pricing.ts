import type { CustomPricePayload } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** POST custom-pricing */
export const createCustomPrice = (payload: CustomPricePayload) =>
  api.post<{ customPriceId: number }>('custom-pricing', payload);

/** PATCH custom-pricing (the row is found by product and venue). */
export const updateCustomPrice = (payload: CustomPricePayload) =>
  api.patch<unknown>('custom-pricing', payload);

/** DELETE custom-pricing/{id} */
export const deleteCustomPrice = (id: number) => api.delete<void>(`custom-pricing/${id}`);
