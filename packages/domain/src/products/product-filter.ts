import type { Product } from './product-types.ts';

/**
 * The products list's query parameters (spec 000 section 2). Filters are ids as strings so they
 * round-trip through the URL unchanged; '' means "all".
 */
export const PRODUCT_LIST_PARAMS = [
  'q',
  'page',
  'specialStatus',
  'orderStatusId',
  'productStatusId',
  'gstFilterId',
  'imageFilterId',
  'customPricingFilterId',
  'status',
  'view',
  'zoneId',
  'outOfStockId',
] as const;
export type ProductListParam = (typeof PRODUCT_LIST_PARAMS)[number];

export type ProductFilters = {
  q?: string;
  /** 'active' | 'scheduled' | 'none' */
  specialStatus?: string;
  /** 1 enabled, 2 disabled */
  productStatusId?: string;
  /** 1 in stock, 2 out of stock */
  outOfStockId?: string;
  /** 1 has GST, 2 GST free */
  gstFilterId?: string;
  /** 1 with an image, 2 without (staff only) */
  imageFilterId?: string;
  /** 1 with custom pricing, 2 without */
  customPricingFilterId?: string;
};

export const FILTER_OPTIONS = {
  specialStatus: [
    { value: 'active', label: 'On special' },
    { value: 'scheduled', label: 'Special scheduled' },
    { value: 'none', label: 'Not on special' },
  ],
  productStatusId: [
    { value: '1', label: 'Enabled' },
    { value: '2', label: 'Disabled' },
  ],
  outOfStockId: [
    { value: '1', label: 'In stock' },
    { value: '2', label: 'Out of stock' },
  ],
  gstFilterId: [
    { value: '1', label: 'GST' },
    { value: '2', label: 'GST free' },
  ],
  imageFilterId: [
    { value: '1', label: 'With image' },
    { value: '2', label: 'Without image' },
  ],
  customPricingFilterId: [
    { value: '1', label: 'With custom prices' },
    { value: '2', label: 'Without custom prices' },
  ],
} as const;

export function specialStatusOf(product: Pick<Product, 'specials'>): 'active' | 'scheduled' | null {
  if (product.specials.some((s) => s.status === 'active')) return 'active';
  if (product.specials.some((s) => s.status === 'scheduled')) return 'scheduled';
  return null;
}

/**
 * A filter's value as the list applies it: one of its options, else '' (all). A link with a value the filter
 * does not have (`?customPricingFilterId=9`) shows the whole list with the filter on All, not an empty list.
 */
export function filterValue(key: keyof typeof FILTER_OPTIONS, value: string | null | undefined): string {
  return FILTER_OPTIONS[key].some((o) => o.value === value) ? (value ?? '') : '';
}

const yesNo = (id: string | undefined, value: boolean): boolean =>
  !id || (id === '1' && value) || (id === '2' && !value);

/**
 * The list's client-side search and filters over the full product list. Search matches every
 * word of q against SKU, name and (for staff) the id, case-insensitively.
 */
export function filterProducts<T extends Product>(
  products: readonly T[],
  filters: ProductFilters,
  opts: { staff?: boolean } = {},
): T[] {
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const special = filterValue('specialStatus', filters.specialStatus);
  const image = opts.staff ? filterValue('imageFilterId', filters.imageFilterId) : undefined;
  const status = filterValue('productStatusId', filters.productStatusId);
  const stock = filterValue('outOfStockId', filters.outOfStockId);
  const gst = filterValue('gstFilterId', filters.gstFilterId);
  const pricing = filterValue('customPricingFilterId', filters.customPricingFilterId);
  const out: T[] = [];
  for (const p of products) {
    if (!yesNo(status, p.enabled)) continue;
    if (!yesNo(stock, !p.outOfStock)) continue;
    if (!yesNo(gst, !p.gstExempt)) continue;
    if (!yesNo(image, p.image !== null)) continue;
    if (!yesNo(pricing, p.customPricing.length > 0)) continue;
    if (special) {
      const onSpecial = specialStatusOf(p);
      if (special === 'none' ? onSpecial !== null : onSpecial !== special) continue;
    }
    if (words.length) {
      const hay = `${p.sku ?? ''} ${p.name}${opts.staff ? ` ${p.id}` : ''}`.toLowerCase();
      if (!words.every((w) => hay.includes(w))) continue;
    }
    out.push(p);
  }
  return out;
}

/** 'A, B, C and 2 more' — the custom price marker's tooltip. */
export function venuesTooltip(venues: string[]): string {
  if (venues.length <= 3) return venues.join(', ');
  return `${venues.slice(0, 3).join(', ')} and ${venues.length - 3} more`;
}
