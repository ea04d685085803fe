import type { SpecialStatus } from '../specials/specials.ts';
import type { Unit } from '../units.ts';

export type ProductImage = { id: number; url: string; fileName: string; fromGallery: boolean };
export type ProductCustomPrice = { id: number; venue: { id: number; venue: string }; priceInCents: number };
/** A product's current special: running now or coming up (archived ones are not shown). */
export type ProductSpecialStatus = Exclude<SpecialStatus, 'archived'>;
export type ProductSpecial = {
  id: number;
  startDate: string;
  endDate: string;
  specialPriceInCents: number;
  status: ProductSpecialStatus;
};

/** A product as GET suppliers/products and GET suppliers/products/{id} answer it. */
export type Product = {
  id: number;
  sku: string | null;
  name: string;
  /** Incl GST unless gstExempt. */
  priceInCents: number;
  gstExempt: boolean;
  enabled: boolean;
  outOfStock: boolean;
  isBestBuy: boolean;
  unitOfPrice: Unit;
  unitOfPortion: Unit;
  portions: number[];
  categories: number[];
  image: ProductImage | null;
  customPricing: ProductCustomPrice[];
  /** Specials that are running or scheduled (archived and ended ones are left out). */
  specials: ProductSpecial[];
  dateModified: string;
};

export type Category = { id: number; name: string; parentCategoryId: number | null };
export type Venue = { id: number; venue: string; status: string; venueType: string };
export type GalleryImage = { id: number; url: string; fileName: string; description: string | null };

/** A row of GET custom-pricing. */
export type CustomPriceListItem = {
  id: number;
  venue: { id: number; venue: string };
  product: {
    id: number;
    sku: string | null;
    name: string;
    priceInCents: number;
    gstExempt: boolean;
    unitOfPrice: Unit;
  };
  priceInCents: number;
  priceInCentsExGST: number;
};
