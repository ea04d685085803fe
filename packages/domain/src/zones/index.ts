export * from './zone-schemas.ts';
export * from './delivery-regions.ts';
export * from './zones.contract.ts';
export * from './zone-rules.ts';
