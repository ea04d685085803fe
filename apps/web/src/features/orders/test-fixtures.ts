import { http } from 'msw';
import type { OrderDetail, OrderListItem, OrderProductDetail } from '@portal/domain';
import { json } from '../../test/msw.ts';

/** A list row as GET /suppliers/orders answers it. */
export function listItem(orderId: number, overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    orderId,
    orderStatus: 'PENDING',
    orderType: 'REGULAR',
    fullName: `Customer ${orderId}`,
    shippingCompany: `Venue ${orderId}`,
    dateAdded: '2026-11-20T01:00:00.000Z',
    deliveryDate: '2026-11-25',
    total: 2200,
    orderedBefore: false,
    customerAlert: null,
    substitutionAllowed: false,
    standingOrderId: null,
    parentOrderId: null,
    supplierReference: null,
    shippingFirstname: 'Customer',
    shippingLastname: String(orderId),
    venueId: 1,
    ...overrides,
  };
}

/** An order line: `qty` units at $11.00 incl GST. */
function line(id: number, name: string, qty: number): OrderProductDetail {
  return {
    orderProductId: id,
    productId: id,
    sku: `SKU-${id}`,
    name,
    portionSize: 1,
    unitOfPortion: 'unit',
    unitOfPrice: 'unit',
    originalNumberOfPortions: qty,
    originalQuantityPriced: qty,
    originalTotalIncGST: 1100 * qty,
    finalQuantityPriced: null,
    finalTotalIncGST: null,
    priceIncGST: 1100,
    gst: 100,
    hasGST: true,
    substitution: false,
    isOnSpecial: false,
    isOnCustomPrice: false,
    reason: null,
    error: null,
  };
}

/** A pending order of two lines: 2 x Tomatoes and 1 x Bread, $33.00. */
export function pendingOrder(orderId = 2729, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderId,
    orderStatus: 'PENDING',
    orderType: 'REGULAR',
    customerAlert: null,
    parentOrderId: null,
    standingOrderId: null,
    shippingCompany: 'The Rocks Bistro',
    shippingAddress: '1 George St',
    shippingCity: 'Sydney',
    state: 'NSW',
    shippingPostcode: '2000',
    shippingFirstname: 'Ann',
    shippingLastname: 'Lee',
    phone: '0400000000',
    email: 'ann@example.com',
    dateAdded: '2026-11-20T01:00:00.000Z',
    deliveryDate: '2026-11-25',
    payment: 'credit_card',
    liquorLicence: null,
    deliveryComment: null,
    cancellationComment: null,
    substitutionAllowed: false,
    originalTotalIncGST: 3300,
    finalTotalIncGST: 3300,
    supplierReference: null,
    orderProducts: [line(11, 'Tomatoes', 2), line(12, 'Bread', 1)],
    ...overrides,
  };
}

/** Who is signed in, as GET /suppliers/auth/me answers: every page of the portal may ask. */
export const me = http.get('/api/suppliers/auth/me', () =>
  json(200, { id: 1, company: 'Fresh Co', isStaff: false, email: 'a@b.c' }),
);

/** GET /suppliers/orders/:id answers `order` (default the pending order 2729); others are not found. */
export const orderById = (order: OrderDetail = pendingOrder()) =>
  http.get('/api/suppliers/orders/:id', ({ params }) =>
    Number(params.id) === order.orderId ? json(200, order) : json(404, { errors: [] }),
  );

/** GET /suppliers/orders/:id/credit-notes: none (an invoiced order's page asks for its notes). */
export const noCreditNotes = http.get('/api/suppliers/orders/:id/credit-notes', () =>
  json(200, { data: [] }),
);
