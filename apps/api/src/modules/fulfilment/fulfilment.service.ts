import {
  findUnit,
  formatAmountOfUnit,
  packCount,
  isMassUnit,
  MASS_CONVERSION_FACTOR,
  type DaySheet,
} from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { PickSheet, PickSheetProduct, RunSheet } from '../../lib/pdf/day-sheets.ts';
import { renderPdf } from '../../lib/pdf-pool/pdf-pool.ts';
import { loadDocumentOrders } from '../documents/documents.repository.ts';
import * as repo from './fulfilment.repository.ts';

type DayOrder = Awaited<ReturnType<typeof repo.dayOrders>>[number];
type PickLine = Awaited<ReturnType<typeof repo.pickLines>>[number];
type ZoneRow = Awaited<ReturnType<typeof repo.zonesForPostcodes>>[number];

export const UNCATEGORISED = 'Uncategorised';
export const NO_ZONE = 'No delivery zone';

/** Thousandths, so quantities add up without float drift. */
const milli = (n: number) => Math.round(n * 1000);
const fromMilli = (n: number) => String(n / 1000);

/**
 * A quantity as a picker counts it: whole packs with their size and the total ('4 × 5 kg (20 kg)',
 * '6 × 500 g (3 kg)'); the total alone for part packs or packs of one price unit ('3 units', '2.345 kg').
 */
function pickAmount(milliQuantity: number, unit: string, pack: { size: number; unit: string }): string {
  const total = formatAmountOfUnit(fromMilli(milliQuantity), unit);
  const packs = packCount(milliQuantity / 1000, unit, pack.size, pack.unit);
  const single = pack.size === 1 && pack.unit.toLowerCase() === unit.toLowerCase();
  return packs && !single ? `${packs} × ${formatAmountOfUnit(pack.size, pack.unit)} (${total})` : total;
}

/**
 * The pick sheet's content: each product's supplied quantity summed over the day's orders (removed
 * lines left out), in its price unit; kg and g of one product are added up in kg. By category (the
 * product's top-level category), then product name.
 */
export function buildPickSheet(
  supplier: string,
  deliveryDate: string,
  orders: Array<Pick<DayOrder, 'id' | 'shippingCompany'>>,
  lines: PickLine[],
): PickSheet {
  const venueOf = new Map(orders.map((o) => [o.id, o.shippingCompany]));
  type Acc = {
    category: string;
    sku: string | null;
    name: string;
    units: Set<string>;
    pack: { size: number; unit: string };
    parts: Array<{ orderId: number; milli: number; unit: string }>;
  };
  const byProduct = new Map<string, Acc>();
  for (const l of lines) {
    const quantity = l.finalQuantityPriced ?? l.originalQuantityPriced;
    if (!(quantity > 0)) continue;
    const unit = findUnit(l.unitOfPrice);
    const family = unit && isMassUnit(unit.id) ? 'mass' : l.unitOfPrice.toLowerCase();
    // One row per pack size too: 5 kg bags and 10 kg bags are counted apart.
    const key = `${l.productId ?? `${l.sku ?? ''}|${l.name}`}|${family}|${l.portionSize}|${l.unitOfPortion}`;
    const acc = byProduct.get(key) ?? {
      category: l.category ?? UNCATEGORISED,
      sku: l.sku,
      name: l.name,
      units: new Set<string>(),
      pack: { size: l.portionSize, unit: l.unitOfPortion },
      parts: [],
    };
    acc.units.add(l.unitOfPrice);
    acc.parts.push({ orderId: l.orderId, milli: milli(quantity), unit: l.unitOfPrice });
    byProduct.set(key, acc);
  }
  const categories = new Map<string, PickSheetProduct[]>();
  for (const acc of byProduct.values()) {
    // Mixed kg and g of one product: everything in kg.
    const mixedMass = acc.units.size > 1 && [...acc.units].every((u) => isMassUnit(findUnit(u)?.id ?? 0));
    const unit = mixedMass ? 'kg' : acc.parts[0]!.unit;
    const inUnit = (p: { milli: number; unit: string }) =>
      mixedMass && findUnit(p.unit)?.id === 2 ? p.milli / MASS_CONVERSION_FACTOR : p.milli;
    const perOrder = new Map<number, number>();
    for (const p of acc.parts) perOrder.set(p.orderId, (perOrder.get(p.orderId) ?? 0) + inUnit(p));
    const total = [...perOrder.values()].reduce((s, n) => s + n, 0);
    const product: PickSheetProduct = {
      sku: acc.sku,
      name: acc.name,
      total: pickAmount(Math.round(total), unit, acc.pack),
      orders: [...perOrder].map(([orderId, m]) => ({
        orderId,
        venue: venueOf.get(orderId) ?? '',
        quantity: pickAmount(Math.round(m), unit, acc.pack),
      })),
    };
    const list = categories.get(acc.category);
    if (list) list.push(product);
    else categories.set(acc.category, [product]);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' });
  return {
    supplier,
    deliveryDate,
    orderCount: orders.length,
    categories: [...categories]
      .sort(([a], [b]) => (a === UNCATEGORISED ? 1 : b === UNCATEGORISED ? -1 : byName(a, b)))
      .map(([name, products]) => ({
        name,
        products: products.sort((a, b) => byName(a.name, b.name) || byName(a.sku ?? '', b.sku ?? '')),
      })),
  };
}

const suburbKey = (suburb: string | null, postcode: string | null) =>
  `${(suburb ?? '').trim().toLowerCase()}|${(postcode ?? '').trim()}`;

/**
 * The run sheet's content: each order under the supplier's delivery zone holding its suburb and
 * postcode (an enabled link first, then the zone first by name), orders outside every zone last.
 */
export function buildRunSheet(
  supplier: string,
  deliveryDate: string,
  orders: DayOrder[],
  zoneRows: ZoneRow[],
): RunSheet {
  const zoneOf = new Map<string, string>();
  for (const r of [...zoneRows].sort((a, b) => Number(b.enabled) - Number(a.enabled))) {
    const key = suburbKey(r.suburb, r.postcode);
    if (!zoneOf.has(key)) zoneOf.set(key, r.zone);
  }
  const zones = new Map<string, Map<string, { suburb: string; postcode: string; orders: DayOrder[] }>>();
  for (const o of orders) {
    const zone = zoneOf.get(suburbKey(o.shippingCity, o.shippingPostcode)) ?? NO_ZONE;
    const suburbs =
      zones.get(zone) ?? new Map<string, { suburb: string; postcode: string; orders: DayOrder[] }>();
    const key = suburbKey(o.shippingCity, o.shippingPostcode);
    const group = suburbs.get(key) ?? {
      suburb: o.shippingCity?.trim() || 'No suburb',
      postcode: o.shippingPostcode?.trim() ?? '',
      orders: [],
    };
    group.orders.push(o);
    suburbs.set(key, group);
    zones.set(zone, suburbs);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' });
  return {
    supplier,
    deliveryDate,
    zones: [...zones]
      .sort(([a], [b]) => (a === NO_ZONE ? 1 : b === NO_ZONE ? -1 : byName(a, b)))
      .map(([name, suburbs]) => ({
        name,
        suburbs: [...suburbs.values()]
          .sort((a, b) => byName(a.suburb, b.suburb) || a.postcode.localeCompare(b.postcode))
          .map((s) => ({
            suburb: s.suburb,
            postcode: s.postcode,
            orders: s.orders.map((o) => ({
              orderId: o.id,
              venue: o.shippingCompany,
              contact: [o.shippingFirstname, o.shippingLastname].filter(Boolean).join(' '),
              phone: o.phone ?? '',
              address: [
                o.shippingAddress,
                [o.shippingCity, o.state, o.shippingPostcode].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join('\n'),
              comment: o.deliveryComment ?? '',
              valueCents: o.finalTotalIncGst,
            })),
          })),
      })),
  };
}

async function supplierName(ctx: AppContext, actor: Actor): Promise<string> {
  const supplier = await repo.supplierHeading(ctx.db, actor.supplierId);
  if (!supplier) throw AppError.notFound('Supplier');
  return supplier.company;
}

/** One of the day's sheets as a PDF, for the signed-in supplier's orders only. */
export async function daySheet(ctx: AppContext, actor: Actor, sheet: DaySheet, deliveryDate: string) {
  const supplier = await supplierName(ctx, actor);
  const orders = await repo.dayOrders(ctx.db, actor.supplierId, deliveryDate);
  const filename = `${sheet}-${deliveryDate}.pdf`;
  if (sheet === 'pick-sheet') {
    const lines = await repo.pickLines(
      ctx.db,
      actor.supplierId,
      orders.map((o) => o.id),
    );
    return {
      filename,
      pdf: await renderPdf('renderPickSheet', buildPickSheet(supplier, deliveryDate, orders, lines)),
    };
  }
  if (sheet === 'run-sheet') {
    const postcodes = [
      ...new Set(orders.map((o) => o.shippingPostcode?.trim()).filter((p): p is string => !!p)),
    ];
    const zones = await repo.zonesForPostcodes(ctx.db, actor.supplierId, postcodes);
    return {
      filename,
      pdf: await renderPdf('renderRunSheet', buildRunSheet(supplier, deliveryDate, orders, zones)),
    };
  }
  if (!orders.length)
    return { filename, pdf: await renderPdf('renderEmptyDay', 'Packing slips', supplier, deliveryDate) };
  const documents = await loadDocumentOrders(
    ctx.db,
    actor.supplierId,
    orders.map((o) => o.id),
  );
  return { filename, pdf: await renderPdf('renderOrderDocuments', 'delivery-docket', documents) };
}
