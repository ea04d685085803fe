export * from './products.messages.ts';
export * from './catalogue-limit.ts';
export * from './products.schemas.ts';
export * from './product-numbers.ts';
export * from './custom-prices.schemas.ts';
export * from './product-types.ts';
export * from './product-filter.ts';
export * from './products.contract.ts';
