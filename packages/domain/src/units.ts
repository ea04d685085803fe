/** Portion and price units. Ids 1 (kilogram) and 2 (gram) are the mass units and interchangeable. */
export const UNITS = [
  { id: 1, title: 'Kilogram', unit: 'kg' },
  { id: 2, title: 'Gram', unit: 'g' },
  { id: 3, title: 'Box', unit: 'box' },
  { id: 4, title: 'Units', unit: 'unit' },
  { id: 5, title: 'Bunch(s)', unit: 'bunch' },
] as const;

export type Unit = { id: number; title: string; unit: string };

export const MASS_UNIT_IDS: readonly number[] = [1, 2];
export const MASS_CONVERSION_FACTOR = 1000;

export function isMassUnit(unitId: number): boolean {
  return MASS_UNIT_IDS.includes(unitId);
}

/** A portion unit fits a price unit when both are mass units or they are the same unit. */
export function unitsCompatible(unitOfPriceId: number, unitOfPortionId: number): boolean {
  if (isMassUnit(unitOfPriceId) && isMassUnit(unitOfPortionId)) return true;
  return unitOfPriceId === unitOfPortionId;
}

/** Quantity priced for a number of portions, e.g. 3 portions of 500 g priced per kg = 1.5. */
export function quantityPriced(
  portionSize: number,
  numberOfPortions: number,
  unitOfPortionId: number,
  unitOfPriceId: number,
): number {
  let size = portionSize;
  if (unitOfPortionId === 2 && unitOfPriceId === 1) size = portionSize / MASS_CONVERSION_FACTOR;
  if (unitOfPortionId === 1 && unitOfPriceId === 2) size = portionSize * MASS_CONVERSION_FACTOR;
  return Math.round(size * numberOfPortions * 1000) / 1000;
}

/** Finds a unit by title or short unit, case-insensitively ("kg", "Kilogram", "bunch"). */
export function findUnit(text: string): Unit | undefined {
  const needle = text.trim().toLowerCase();
  return UNITS.find((u) => u.title.toLowerCase() === needle || u.unit.toLowerCase() === needle);
}

/** Plurals of the short units; symbols (kg, g) never take one. */
const UNIT_PLURALS: Record<string, string> = { unit: 'units', box: 'boxes', bunch: 'bunches' };

/** A quantity with its unit, pluralised: '1 unit', '6 units', '2 boxes', '500 g', '1.5 kg'. */
export function formatAmountOfUnit(quantity: number | string, unit: string): string {
  const n = Number(quantity);
  const plural = UNIT_PLURALS[unit.toLowerCase()];
  const word = plural && n !== 1 ? plural : unit;
  return `${quantity} ${word}`.trim();
}

/** A product's portions for a list or summary: '1 unit, 6 units'. */
export function formatPortions(portions: ReadonlyArray<number | string>, unit: string): string {
  return portions.map((p) => formatAmountOfUnit(p, unit)).join(', ');
}

/**
 * How many packs (portions) a quantity priced is, as a picker counts them: 20 kg of 5 kg bags = 4,
 * 3 kg of 500 g packs = 6. Null when the units do not convert or the quantity is not whole packs.
 */
export function packCount(
  quantity: number,
  unitOfPrice: string,
  portionSize: number,
  unitOfPortion: string,
): number | null {
  const price = findUnit(unitOfPrice);
  const portion = findUnit(unitOfPortion);
  if (!price || !portion || !(portionSize > 0) || !unitsCompatible(price.id, portion.id)) return null;
  const packs = quantity / quantityPriced(portionSize, 1, portion.id, price.id);
  const whole = Math.round(packs);
  return Math.abs(packs - whole) < 1e-6 && whole > 0 ? whole : null;
}
