/**
 * The named delivery regions of spec 002 (section 3, "Reference data: delivery regions"). The spec gives
 * only the names, so each region is defined here by postcode ranges (inclusive) in one state, chosen from
 * Australia Post's postcode allocation around each city; the entries {postcode, suburb, state} are every
 * suburb of the reference list (apps/api/src/db/reference/suburbs.csv) in those ranges.
 * A suburb may belong to several regions (the spec allows it); ranges are documented in docs/decisions.md.
 */
export type DeliveryRegionDefinition = {
  name: string;
  state: 'ACT' | 'NSW' | 'QLD' | 'VIC';
  ranges: ReadonlyArray<readonly [number, number]>;
};

export const DELIVERY_REGIONS: readonly DeliveryRegionDefinition[] = [
  // ACT
  {
    name: 'Canberra North',
    state: 'ACT',
    ranges: [
      [2601, 2602],
      [2612, 2612],
      [2614, 2618],
      [2911, 2914],
    ],
  },
  {
    name: 'Canberra South',
    state: 'ACT',
    ranges: [
      [2600, 2600],
      [2603, 2611],
      [2620, 2620],
      [2900, 2906],
    ],
  },
  // NSW
  { name: 'Central Coast', state: 'NSW', ranges: [[2250, 2263]] },
  {
    name: 'Newcastle',
    state: 'NSW',
    ranges: [
      [2280, 2308],
      [2320, 2323],
    ],
  },
  {
    name: 'North Shore',
    state: 'NSW',
    ranges: [
      [2060, 2077],
      [2088, 2090],
    ],
  },
  {
    name: 'Southern Tablelands',
    state: 'NSW',
    ranges: [
      [2575, 2583],
      [2619, 2623],
    ],
  },
  {
    name: 'Sydney CBD',
    state: 'NSW',
    ranges: [
      [2000, 2000],
      [2007, 2011],
    ],
  },
  { name: 'Sydney East', state: 'NSW', ranges: [[2021, 2036]] },
  {
    name: 'Sydney Inner West',
    state: 'NSW',
    ranges: [
      [2037, 2050],
      [2130, 2137],
      [2203, 2204],
    ],
  },
  {
    name: 'Sydney North West',
    state: 'NSW',
    ranges: [
      [2111, 2122],
      [2125, 2126],
      [2153, 2158],
      [2761, 2769],
    ],
  },
  {
    name: 'Sydney Northern Beaches',
    state: 'NSW',
    ranges: [
      [2084, 2087],
      [2092, 2108],
    ],
  },
  {
    name: 'Sydney Penrith',
    state: 'NSW',
    ranges: [
      [2745, 2760],
      [2770, 2770],
      [2773, 2777],
    ],
  },
  {
    name: 'Sydney South',
    state: 'NSW',
    ranges: [
      [2015, 2020],
      [2205, 2210],
      [2216, 2234],
    ],
  },
  {
    name: 'Sydney South West',
    state: 'NSW',
    ranges: [
      [2164, 2179],
      [2190, 2200],
      [2211, 2214],
      [2555, 2560],
      [2565, 2567],
      [2570, 2570],
    ],
  },
  {
    name: 'Sydney West',
    state: 'NSW',
    ranges: [
      [2140, 2152],
      [2160, 2163],
    ],
  },
  // Spelt as the spec gives it.
  { name: 'Woollongong', state: 'NSW', ranges: [[2500, 2535]] },
  // VIC
  { name: 'Macedon Area', state: 'VIC', ranges: [[3437, 3444]] },
  {
    name: 'Melbourne Inner',
    state: 'VIC',
    ranges: [
      [3000, 3008],
      [3050, 3054],
      [3065, 3067],
      [3121, 3121],
      [3141, 3141],
      [3205, 3207],
    ],
  },
  {
    name: 'Melbourne Inner East',
    state: 'VIC',
    ranges: [
      [3101, 3104],
      [3122, 3127],
      [3142, 3146],
    ],
  },
  {
    name: 'Melbourne Inner South',
    state: 'VIC',
    ranges: [
      [3161, 3163],
      [3181, 3187],
      [3204, 3204],
    ],
  },
  { name: 'Melbourne North East', state: 'VIC', ranges: [[3068, 3096]] },
  {
    name: 'Melbourne North West',
    state: 'VIC',
    ranges: [
      [3031, 3049],
      [3055, 3064],
    ],
  },
  {
    name: 'Melbourne Outer East',
    state: 'VIC',
    ranges: [
      [3105, 3116],
      [3128, 3140],
      [3150, 3156],
    ],
  },
  {
    name: 'Melbourne South East',
    state: 'VIC',
    ranges: [
      [3164, 3180],
      [3188, 3202],
      [3802, 3810],
      [3975, 3978],
    ],
  },
  { name: 'Melbourne West', state: 'VIC', ranges: [[3011, 3030]] },
  {
    name: 'Mornington Peninsula',
    state: 'VIC',
    ranges: [
      [3910, 3921],
      [3926, 3944],
    ],
  },
  {
    name: 'Yarra Valley',
    state: 'VIC',
    ranges: [
      [3770, 3779],
      [3796, 3799],
    ],
  },
  {
    name: 'Mt Dandenong',
    state: 'VIC',
    ranges: [
      [3158, 3160],
      [3766, 3767],
      [3781, 3795],
    ],
  },
  { name: 'Geelong', state: 'VIC', ranges: [[3211, 3222]] },
  {
    name: 'Ballarat/Melton',
    state: 'VIC',
    ranges: [
      [3335, 3342],
      [3350, 3357],
    ],
  },
  { name: 'Lorne/Surf Coast', state: 'VIC', ranges: [[3228, 3234]] },
  { name: 'Bellarine', state: 'VIC', ranges: [[3223, 3227]] },
  { name: 'Phillip Island', state: 'VIC', ranges: [[3922, 3925]] },
  // QLD
  {
    name: 'Brisbane East',
    state: 'QLD',
    ranges: [
      [4151, 4165],
      [4170, 4179],
    ],
  },
  {
    name: 'Brisbane North',
    state: 'QLD',
    ranges: [
      [4007, 4014],
      [4017, 4018],
      [4030, 4036],
      [4051, 4055],
    ],
  },
  {
    name: 'Brisbane South',
    state: 'QLD',
    ranges: [
      [4103, 4113],
      [4115, 4116],
      [4120, 4122],
    ],
  },
  { name: 'Brisbane West', state: 'QLD', ranges: [[4059, 4078]] },
  {
    name: 'Brisbane Inner City',
    state: 'QLD',
    ranges: [
      [4000, 4006],
      [4101, 4102],
      [4169, 4169],
    ],
  },
  {
    name: 'Moreton Bay North',
    state: 'QLD',
    ranges: [
      [4504, 4508],
      [4510, 4521],
    ],
  },
  {
    name: 'Moreton Bay South',
    state: 'QLD',
    ranges: [
      [4019, 4022],
      [4037, 4037],
      [4500, 4503],
      [4509, 4509],
    ],
  },
  {
    name: 'Logan-Beaudesert',
    state: 'QLD',
    ranges: [
      [4114, 4114],
      [4117, 4119],
      [4123, 4133],
      [4205, 4207],
      [4270, 4275],
      [4280, 4280],
      [4285, 4285],
    ],
  },
  { name: 'Ipswich', state: 'QLD', ranges: [[4300, 4306]] },
  { name: 'Gold Coast', state: 'QLD', ranges: [[4208, 4230]] },
  { name: 'Maroochydore', state: 'QLD', ranges: [[4556, 4564]] },
  { name: 'Noosa', state: 'QLD', ranges: [[4565, 4573]] },
];

export function findDeliveryRegion(name: string): DeliveryRegionDefinition | undefined {
  return DELIVERY_REGIONS.find((r) => r.name.toLowerCase() === name.trim().toLowerCase());
}

export function regionHasPostcode(region: DeliveryRegionDefinition, postcode: number): boolean {
  return region.ranges.some(([from, to]) => postcode >= from && postcode <= to);
}
