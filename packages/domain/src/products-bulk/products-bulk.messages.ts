import { PRODUCT_MESSAGES } from '../products/products.messages.ts';
import { UNITS } from '../units.ts';
import { ERROR_CODES } from '../errors.ts';

const unitList = UNITS.map((u) => u.title).join(', ');

/** The spec's wording for the bulk CSV pages (spec 000 sections 4, 5, 6 and 8), plus the few it left open. */
/** The most products one bulk save takes (BULK_LIMITS.maxProducts). */
const BULK_LIMITS_MAX = 20_000;

export const BULK_MESSAGES = {
  // Rows (spec 000 section 5, "Bulk CSV rows")
  productIdEdited: 'Please ensure you do not edit your Product Id',
  productIdPositive: 'Product Id must be a positive number',
  productIdDuplicated: 'Product Id is duplicated',
  productUnknown: 'Product Id does not match any of your products',
  skuRequired: 'Product SKU is required',
  skuMax: 'Product SKU must be 64 characters or less',
  skuDuplicated: 'Product SKU is duplicated',
  skuTaken: 'Product SKU is already used by another of your products',
  nameRequired: 'Product name is required',
  nameMax: 'Product name must be 64 characters or less',
  priceRequired: 'Price is required',
  priceFormat: 'Must be a positive number with a maximum of 2 decimal places',
  priceMax: PRODUCT_MESSAGES.priceMax,
  unitOfPriceRequired: 'Unit of Price is required',
  unitOfPortionRequired: 'Unit of Portion is required',
  unitOfPriceUnknown: `Price Unit must be ${unitList}`,
  unitOfPortionUnknown: `Portion Unit must be ${unitList}`,
  unitsInconsistent: 'Price Unit and Portion Unit must be consistent',
  taxableYN: 'GST must be Y or N',
  enabledYN: 'Enabled must be Y or N',
  outOfStockYN: 'Out of Stock must be Y or N',
  portionsFormat: 'Portions must be a positive number separated by commas',
  portionsMax: 'Portions must be 100,000 or less',
  portionsDecimals: 'Portions must have a maximum of 3 decimal places',
  categoryMax: PRODUCT_MESSAGES.categoryNameMax,
  categoryOneRequired: 'Category One is required',
  categoryNotTopTier: 'Category is not a top tier category',
  categoryUnknown: 'Category does not exist',
  categoryNotRelated: 'Category is not related to the previous category',
  // File
  incorrectHeaders: 'Your CSV has incorrect headers',
  incorrectFormatting: (rows: number[]) =>
    `Your CSV has incorrect formatting. Please check around rows ${rows.slice(0, 20).join(', ')}`,
  zeroProducts: 'Zero products uploaded',
  notText:
    'This file is not a CSV file: it holds no text. Save your spreadsheet as CSV (UTF-8, comma separated) and upload that file.',
  tooManyProducts: (count: number) =>
    `Your CSV has ${count.toLocaleString('en-AU')} products. At most ${BULK_LIMITS.maxProducts.toLocaleString('en-AU')} products can be uploaded at once: please split it into smaller files.`,
  // Flow notices
  updatedOk: 'Updated product successfully',
  updatedBad: 'Updated product incorrectly',
  deleted: 'Product deleted',
  upToDate: 'Your products are already up to date',
  productsInvalid: 'Products invalid',
  productsValid: 'Products valid',
  correctCategoryOne: 'Please correct all Category One errors before creating new ones',
  downloadFailed: 'Failed to download current product list. Please try again.',
  saveFailed: 'Failed to save products. Please try again.',
  generic: (detail: string) =>
    `Oops, something went wrong. Error: '${detail}'. Please try again or contact the provider on a support phone number.`,
  couldNotFetchCategories: 'Could not fetch categories',
  couldNotFetchPortions: 'Could not fetch portions',
  couldNotDownload: 'Could not download products',
  couldNotSaveEdited: 'Could not save edited products',
  // Server
  invalidProducts: (count: number) => `${count} product${count === 1 ? ' has' : 's have'} errors`,
  /** The server's refusal of a save over the limit (the page says tooManyProducts before sending). */
  overLimit: `At most ${BULK_LIMITS_MAX.toLocaleString('en-AU')} products can be uploaded at once: please split your CSV into smaller files.`,
  undoOnlyEdits: 'Only bulk edits can be undone',
  alreadyUndone: 'These changes have already been undone',
} as const;

export const BULK_LIMITS = {
  maxProducts: BULK_LIMITS_MAX,
  pageSize: 30,
  pageSizeOptions: [10, 30, 50, 100],
  progressCloseDelayMs: 1000,
  /** The original sized its progress dialog for 1500 uploads at 0.075 s each, ticking every second. */
  secondsPerProductEstimate: 0.075,
  requestTimeoutMs: 600_000,
  noticeMs: 3000,
  longNoticeMs: 8000,
} as const;

export const BULK_INVALID_CODE = ERROR_CODES.invalidProducts;
