export * from './zone-schemas.ts';
export * from './delivery-regions.ts';
