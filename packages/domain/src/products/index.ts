export * from './messages.ts';
export * from './catalogue-limit.ts';
export * from './product-schemas.ts';
export * from './product-numbers.ts';
export * from './custom-price-schemas.ts';
export * from './product-types.ts';
export * from './product-filter.ts';
export * from './products.contract.ts';
