import { ERROR_CODES } from '../errors.ts';
/** The spec's exact wording for products, custom prices and their notices (spec 000 sections 5 and 8). */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  nameMax: 'Product name must be 64 characters or less',
  skuRequired: 'Product SKU is required',
  skuMax: 'Product SKU must be 64 characters or less',
  skuTaken: 'Product SKU is already used by another of your products',
  priceRequired: 'Price is required',
  priceFormat: 'Must be a positive number with a maximum of 2 decimal places',
  /** Not in the spec: prices are bounded so a typo cannot overflow a total (docs/decisions.md). */
  priceMax: 'Price must be $1,000,000.00 or less (including GST)',
  unitOfPriceRequired: 'Unit of Price is required',
  unitOfPortionRequired: 'Unit of Portion is required',
  unitIncompatible: 'Unit of portion must be one of the available options for the selected for unit of price',
  categoriesMin: 'Must have at least one category',
  categoriesSelect: 'Please select at least one category',
  categoriesMax: 'A product can have at most 3 categories',
  categoryUnknown: 'Category does not exist',
  categoryNotRelated: 'Category is not related to the previous category',
  categoryNotTopTier: 'Category is not a top tier category',
  portionPositive: 'Must be a positive number',
  portionMax: 'Portion must be 100,000 or less',
  // Not in the spec: a portion of 0.0001 is positive, so its own words; a free portion is refused.
  portionDecimals: 'Portion must have a maximum of 3 decimal places',
  portionFree: 'Each portion must cost at least $0.01 at this price',
  portionsMin: 'Must have at least one portion',
  portionsAdd: 'Please add at least one portion',
  enabledRequired: 'Enabled is required',
  imageUnknown: 'Image does not exist',
  formIncomplete: 'Please make sure the form is complete and correct any errors',
  inlinePriceMin: 'Price must be at least $0.10',
  // Notices
  createFailedToast: 'Unable to create product. Please see the errors above',
  updateFailedToast: 'Unable to update product. Please see the errors above',
  createFailedPanel: "We were unable to create this product. Don't worry, our engineers have been notified!",
  updateFailedPanel: "We were unable to update this product. Don't worry, our engineers have been notified!",
  created: 'Successfully created product',
  updated: 'Successfully updated product',
  imageUpdated: 'Successfully updated product image',
  imageFailed: 'The image could not be saved - Please try again later',
  imageUploadFailed: 'Sorry, we were unable to upload the image. Please try again.',
  imageUploaded: (fileName: string) => `Uploaded ${fileName}. Choose it below to use it for this product.`,
  priceFailed: 'Unable to update product price at this time. Please try again or contact support',
  priceUpdated: (product: string, price: string, unit: string) =>
    `Successfully updated price for ${product} to ${price}/${unit}`,
  statusFailed: (product: string) => `Unable to enable/disable ${product}`,
  stockFailed: (product: string) => `Unable to change stock status of product: ${product}`,
  emptyTitle: 'Welcome to your products page',
  customPricingWarning:
    'This product has custom prices for some venues. Custom prices are not updated automatically when you change the price.',
  specialWarning:
    'This product is on special. The ongoing special price stays in place when you change the price.',
  categoryNameRequired: 'Category name is required',
  categoryNameMax: 'Category name must be 64 characters or less',
  categoryExists: 'Category already exists',
  categoryTooDeep: 'Categories can be at most 3 levels deep',
  parentUnknown: 'Parent category does not exist',
} as const;

export const CUSTOM_PRICE_MESSAGES = {
  venueIdRequired: 'venueId is required',
  venueRequired: 'Venue is required',
  productRequired: 'Product is required',
  priceNumber: 'Custom price must be a number',
  priceRequired: 'Custom price is required',
  priceNegative: 'Custom price cannot be negative',
  priceDecimals: 'Custom price must have a maximum of 2 decimal places',
  // Not in the spec: the bound every price has.
  priceMax: 'Custom price must be $1,000,000.00 or less (including GST)',
  /** Not in the spec: a $0.00 custom price is allowed, and said in words. */
  priceFree: 'This venue will get the product for free ($0.00)',
  /** Worded like the rake dialog's 'Unable to load venues'. */
  productsLoadFailed: 'Unable to load products',
  alreadyExists: 'A custom price already exists for this product and venue',
  venueNotOffered: 'Custom prices can only be set for active trade venues',
  created: (venue: string) => `Successfully created custom price for ${venue}`,
  updated: (venue: string) => `Successfully updated custom price for ${venue}`,
  deleted: (venue: string) => `Successfully deleted custom price for ${venue}`,
  createFailed: (venue: string) => `Unable to create custom price for ${venue}`,
  updateFailed: (venue: string) => `Unable to update custom price for ${venue}`,
  deleteFailed: (venue: string) => `Unable to delete custom price for ${venue}`,
} as const;

export const CUSTOM_PRICE_EXISTS_CODE = ERROR_CODES.customPriceExists;
// The excluded venue type ('Personal use') lives with the trade venue rule in customers.messages.ts (no schemas).
export { EXCLUDED_VENUE_TYPE } from '../customers/customers.messages.ts';

export const PRODUCT_LIMITS = {
  nameMax: 64,
  skuMax: 64,
  maxCategoryDepth: 3,
  pageSize: 15,
  searchDebounceMs: 200,
  minInlinePriceCents: 10,
  createdNoticeMs: 8000,
} as const;

/** The gallery upload's file input; the server checks the real type by content (jpeg, png, webp). */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
