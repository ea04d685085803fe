import { dayInZone, priceLine, quantityPriced, timeZoneForState, type OrderStatus } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { insertOrders, loadPricing, type NewOrder, type NewOrderProduct } from './marketplace.repository.ts';

/**
 * The marketplace side of an order: a venue buys products from a supplier, and the order lands in the
 * supplier's portal. Used by the demo seed, the scale generator and by tests of any area that needs orders.
 */
export type MarketplaceLine = {
  productId: number;
  /** How many portions the venue ordered. */
  numberOfPortions: number;
  /** One of the product's portion sizes; the first when omitted. */
  portionSize?: number;
};

export type PlaceOrderInput = {
  supplierId: number;
  venueId: number;
  /** YYYY-MM-DD */
  deliveryDate: string;
  lines: MarketplaceLine[];
  dateAdded?: Date;
  orderStatus?: OrderStatus;
  parentOrderId?: number | null;
  standingOrderId?: number | null;
  customerAlert?: string | null;
  deliveryComment?: string | null;
  cancellationComment?: string | null;
  substitutionAllowed?: boolean;
  orderedBefore?: boolean;
  payment?: string;
  supplierReference?: string | null;
};

type Pricing = Awaited<ReturnType<typeof loadPricing>>;

/**
 * The price a venue pays today: the lowest of the product's current price, the venue's custom price and
 * an active special (not archived, start <= day <= end, the day in the supplier's time zone).
 */
export function unitPriceFor(pricing: Pricing, productId: number, venueId: number, day: string) {
  const product = pricing.productById.get(productId);
  if (!product) throw new Error(`Product ${productId} does not belong to the supplier`);
  let price = product.priceInCents;
  let isOnCustomPrice = false;
  let isOnSpecial = false;
  const custom = pricing.customByKey.get(`${productId}:${venueId}`);
  if (custom !== undefined && custom < price) {
    price = custom;
    isOnCustomPrice = true;
  }
  const special = pricing.specialsByProduct
    .get(productId)
    ?.find((s) => s.startDate <= day && day <= s.endDate);
  if (special && special.price < price) {
    price = special.price;
    isOnSpecial = true;
    isOnCustomPrice = false;
  }
  return { product, price, isOnCustomPrice, isOnSpecial };
}

function buildOrder(pricing: Pricing, input: PlaceOrderInput): { order: NewOrder; lines: NewOrderProduct[] } {
  const venue = pricing.venueById.get(input.venueId);
  if (!venue) throw new Error(`Venue ${input.venueId} not found`);
  const dateAdded = input.dateAdded ?? new Date();
  const day = dayInZone(dateAdded, timeZoneForState(pricing.supplierState));
  const unitName = (id: number) => pricing.unitById.get(id) ?? 'unit';
  let total = 0;
  const lines: NewOrderProduct[] = input.lines.map((line, position) => {
    const { product, price, isOnCustomPrice, isOnSpecial } = unitPriceFor(
      pricing,
      line.productId,
      venue.id,
      day,
    );
    const portionSize = line.portionSize ?? product.portions[0] ?? 1;
    const qty = quantityPriced(
      portionSize,
      line.numberOfPortions,
      product.unitOfPortionId,
      product.unitOfPriceId,
    );
    const hasGst = !product.gstExempt;
    const priced = priceLine(price, qty, hasGst);
    total += priced.total;
    return {
      productId: product.id,
      position,
      sku: product.sku,
      name: product.name,
      portionSize,
      unitOfPortion: unitName(product.unitOfPortionId),
      unitOfPrice: unitName(product.unitOfPriceId),
      originalNumberOfPortions: line.numberOfPortions,
      originalQuantityPriced: qty,
      originalTotalIncGst: priced.total,
      priceIncGst: price,
      gst: priced.gst,
      hasGst,
      isOnSpecial,
      isOnCustomPrice,
      finalQuantityPriced: null,
      finalTotalIncGst: null,
      reason: null,
      substitution: false,
    };
  });
  const order: NewOrder = {
    supplierId: input.supplierId,
    venueId: venue.id,
    orderStatus: input.orderStatus ?? 'PENDING',
    parentOrderId: input.parentOrderId ?? null,
    standingOrderId: input.standingOrderId ?? null,
    customerAlert: input.customerAlert ?? null,
    shippingCompany: venue.venue,
    shippingAddress: venue.street,
    shippingCity: venue.suburb,
    state: venue.state,
    shippingPostcode: venue.postcode,
    shippingFirstname: venue.firstName,
    shippingLastname: venue.lastName,
    phone: venue.phone,
    email: venue.email,
    dateAdded,
    deliveryDate: input.deliveryDate,
    payment: input.payment ?? 'credit_card',
    liquorLicence: venue.liquorLicence,
    deliveryComment: input.deliveryComment ?? null,
    cancellationComment: input.cancellationComment ?? null,
    substitutionAllowed: input.substitutionAllowed ?? false,
    orderedBefore: input.orderedBefore ?? false,
    originalTotalIncGst: total,
    finalTotalIncGst: total,
    supplierReference: input.supplierReference ?? null,
    processedAt: null,
    version: 0,
  };
  return { order, lines };
}

export type PreparedOrder = { order: NewOrder; lines: NewOrderProduct[] };

/** Prices orders of one supplier without saving them (the seed adjusts some before saving). */
export async function prepareOrders(db: DbOrTx, inputs: PlaceOrderInput[]): Promise<PreparedOrder[]> {
  if (!inputs.length) return [];
  const supplierId = inputs[0]!.supplierId;
  if (inputs.some((i) => i.supplierId !== supplierId)) throw new Error('One supplier at a time');
  const pricing = await loadPricing(db, supplierId, [...new Set(inputs.map((i) => i.venueId))]);
  return inputs.map((input) => buildOrder(pricing, input));
}

/** Saves prepared orders in batched inserts; answers their ids in input order. */
export async function saveOrders(db: DbOrTx, prepared: PreparedOrder[]): Promise<number[]> {
  return insertOrders(db, prepared);
}

/** Places many orders of one supplier at once; answers their ids in input order. */
export async function placeOrders(db: DbOrTx, inputs: PlaceOrderInput[]): Promise<number[]> {
  return saveOrders(db, await prepareOrders(db, inputs));
}

/** Places one order the way the marketplace would; answers its id. */
export async function placeOrder(db: DbOrTx, input: PlaceOrderInput): Promise<number> {
  const [id] = await placeOrders(db, [input]);
  return id!;
}
