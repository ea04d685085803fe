export * from './zones.schemas.ts';
export * from './delivery-regions.ts';
export * from './zones.contract.ts';
export * from './zones.rules.ts';
