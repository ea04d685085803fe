import type { DocumentOrder } from '../src/lib/pdf/document-order.ts';
import type { PickSheet, RunSheet } from '../src/lib/pdf/day-sheets.ts';
import type { CreditNoteDocument } from '../src/lib/pdf/credit-note-document.ts';

/** Names in the scripts Sydney's trade writes in: Latin with diacritics, Chinese, Korean, Thai, Vietnamese. */
export const WORLD_NAMES = ['Tōfu — Kūmara', 'Phở bò', '豆腐', '김치', 'ข้าว', 'Bánh mì đặc biệt'] as const;

const line = (name: string, i: number) => ({
  sku: `SKU-${i + 1}`,
  name,
  portionSize: 5,
  unitOfPortion: 'kg',
  unitOfPrice: 'kg',
  originalQuantityPriced: 2,
  finalQuantityPriced: 2,
  priceIncGst: 1250,
  hasGst: i % 2 === 0,
  originalTotalIncGst: 2500,
  finalTotalIncGst: 2500,
  substitution: false,
  reason: null,
});

/** A completed order whose lines, venue and comments hold every sample name (and an emoji). */
export function worldOrder(orderId = 2731): DocumentOrder {
  const lines = WORLD_NAMES.map(line);
  return {
    orderId,
    orderStatus: 'COMPLETED',
    dateAdded: new Date('2026-06-03T01:30:00Z'),
    processedAt: new Date('2026-06-04T02:00:00Z'),
    deliveryDate: '2026-06-05',
    supplierReference: 'PO-88',
    payment: 'pay_later',
    deliveryComment: 'Leave at the back door 🚚 — 김치 fridge',
    cancellationComment: null,
    liquorLicence: null,
    originalTotalIncGst: lines.length * 2500,
    finalTotalIncGst: lines.length * 2500,
    supplier: {
      company: 'Harbour Fresh Wholesale',
      abn: '51 824 753 556',
      street: '1 Produce Lane',
      suburb: 'Flemington',
      postcode: '2129',
      state: 'NSW',
      email: 'orders@harbourfresh.example',
      phone: '02 9000 0000',
      accountName: 'Harbour Fresh Pty Ltd',
      bsb: '062-000',
      accountNumber: '1234 5678',
    },
    shipTo: {
      company: 'Phở bò 豆腐 김치 ข้าว Eatery',
      address: '12 Crown Street',
      city: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      firstName: 'Nguyễn',
      lastName: 'Thị Hương',
      phone: '0400 000 000',
      email: 'chef@eatery.example',
    },
    lines,
  } as DocumentOrder;
}

/** Names written right to left (Arabic, Hebrew) and in Devanagari (Hindi). */
export const BEYOND_NAMES = ['مطعم الشرق', 'חומוס טרי', 'पनीर मसाला'] as const;

/** worldOrder with its first lines and its venue named in BEYOND_NAMES (a number and brackets too). */
export function beyondOrder(): DocumentOrder {
  const order = worldOrder();
  BEYOND_NAMES.forEach((name, i) => (order.lines[i]!.name = name));
  order.shipTo.company = 'مطعم الشرق 24 (Parramatta)';
  return order;
}

export function worldPickSheet(): PickSheet {
  return {
    supplier: 'Harbour Fresh Wholesale',
    deliveryDate: '2026-06-05',
    orderCount: 2,
    categories: [
      {
        name: 'Vegetables',
        products: WORLD_NAMES.map((name, i) => ({
          sku: `SKU-${i + 1}`,
          name,
          total: '10 kg',
          orders: [
            { orderId: 2731, venue: 'Phở bò 豆腐 Eatery', quantity: '4 kg' },
            { orderId: 2732, venue: '김치 ข้าว Bar', quantity: '6 kg' },
          ],
        })),
      },
    ],
  } as PickSheet;
}

export function worldRunSheet(): RunSheet {
  return {
    supplier: 'Harbour Fresh Wholesale',
    deliveryDate: '2026-06-05',
    zones: [
      {
        name: 'Inner West',
        suburbs: [
          {
            suburb: 'Surry Hills',
            postcode: '2010',
            orders: WORLD_NAMES.map((name, i) => ({
              orderId: 2731 + i,
              venue: `${name} Eatery`,
              contact: 'Nguyễn Thị Hương',
              phone: '0400 000 000',
              address: '12 Crown Street',
              comment: `Back door — ${name}`,
              valueCents: 2500,
            })),
          },
        ],
      },
    ],
  } as RunSheet;
}

/** Names of the venue and the reasons in five scripts and more: Latin with accents, Greek, Cyrillic, Chinese, Thai. */
export const NOTE_VENUE = 'Café Ελληνικό Пельменная 豆腐坊 ข้าว';

/**
 * An adjustment note CN-7 on worldOrder's invoice INV-2731 (4 Jun 2026): 1.5 kg of 豆腐 (taxable, $18.75,
 * GST $1.70), $3.00 off Phở bò (GST-free) and 2 kg of ข้าว (taxable, $25.00, GST $2.27): $46.75 in all,
 * GST $3.97.
 */
export function worldCreditNote(): CreditNoteDocument {
  const order = worldOrder();
  order.shipTo.company = NOTE_VENUE;
  const line = (i: number, quantity: number | null, amountIncGst: number, gst: number) => ({
    orderProductId: 100 + i,
    sku: order.lines[i]!.sku,
    name: order.lines[i]!.name,
    unit: 'kg',
    quantity,
    priceIncGst: order.lines[i]!.priceIncGst,
    hasGst: order.lines[i]!.hasGst,
    amountIncGst,
    gst,
  });
  return {
    id: 7,
    number: 'CN-7',
    sequence: 7,
    issuedAt: new Date('2026-06-08T23:30:00Z'),
    issueDate: '2026-06-09',
    note: 'Κακή ποιότητα — плохое качество, 两箱损坏',
    totalIncGst: 4675,
    gst: 397,
    lines: [
      { ...line(2, 1.5, 1875, 170), reason: 'Damaged', comment: null },
      { ...line(1, null, 300, 0), reason: 'Price adjustment', comment: 'Agreed by phone' },
      { ...line(4, 2, 2500, 227), reason: 'Other', comment: 'Μουχλιασμένο — заплесневелый' },
    ],
    invoice: { number: 'INV-2731', date: '2026-06-04' },
    order,
    supplier: order.supplier,
    venue: {
      name: NOTE_VENUE,
      address: '12 Crown Street',
      city: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      email: 'eatery@venues.example',
      abn: '12 345 678 901',
    },
  };
}
