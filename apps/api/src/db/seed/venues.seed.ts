import type { Db } from '../client.ts';
import { venues } from '../schema/index.ts';
import type { Random } from './random.ts';
import { abnFrom } from '@portal/domain';

const NAMES = [
  'The Rocks Bistro',
  'Bondi Beach Cafe',
  'Surry Hills Social',
  'Newtown Noodle Bar',
  'Manly Wharf Kitchen',
  'Paddington Pantry',
  'Glebe Point Diner',
  'Darling Harbour Grill',
  'Balmain Bakehouse',
  'Coogee Pavilion Kitchen',
  'Chatswood Dumpling House',
  'Parramatta Pizza Co',
  'Leichhardt Trattoria',
  'Marrickville Pho',
  'Cronulla Surf Club',
  'Mosman Wine Bar',
  'Potts Point Brasserie',
  'Redfern Roasters',
  'Penrith Panthers Bistro',
  'Hornsby RSL Kitchen',
  'Kirribilli Tapas',
  'Neutral Bay Sushi',
  'Randwick Ramen',
  'Ashfield Yum Cha',
  'Strathfield Korean BBQ',
  'Dee Why Burger Bar',
  'Cammeray Canteen',
  'Erskineville Eatery',
  'Haymarket Hot Pot',
  'Pyrmont Provedore',
  'Ultimo Uni Bar',
  'Zetland Greens',
  'Alexandria Brewhouse',
  'Rozelle Bakery',
  'Drummoyne Seafood',
  'Lane Cove Larder',
  'Hurstville Hawker',
  'Burwood Chinatown Kitchen',
  'Miranda Fair Cafe',
  'Home Cook (Personal)',
];
const SUBURBS: Array<[string, string]> = [
  ['The Rocks', '2000'],
  ['Bondi Beach', '2026'],
  ['Surry Hills', '2010'],
  ['Newtown', '2042'],
  ['Manly', '2095'],
  ['Paddington', '2021'],
  ['Glebe', '2037'],
  ['Sydney', '2000'],
  ['Balmain', '2041'],
  ['Coogee', '2034'],
];
const FIRST = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'Liam',
  'Isla',
  'William',
  'Mia',
  'Leo',
  'Ava',
  'Thomas',
];
const LAST = [
  'Smith',
  'Nguyen',
  'Williams',
  'Brown',
  'Jones',
  'Wilson',
  'Taylor',
  'Chen',
  'Martin',
  'Kelly',
  'Rossi',
  'Singh',
];
const TYPES = ['Restaurant', 'Cafe', 'Bar', 'Hotel', 'Club', 'Catering'];
const GROUPS = ['Merivale', 'Solotel', 'Independent', 'Independent', 'Independent', 'Australian Venue Co'];

export async function seedVenues(db: Db, rnd: Random) {
  const rows = NAMES.map((venue, i) => {
    const [suburb, postcode] = SUBURBS[i % SUBURBS.length]!;
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const personal = venue.includes('Personal');
    return {
      venue,
      crn: `CRN${String(100200 + i * 7)}`,
      // Most businesses have an ABN on record; every fifth venue (and the personal buyer) has none.
      abn: personal || i % 5 === 4 ? null : abnFrom(824_753_556 + i * 1_009),
      venueGroup: personal ? null : rnd.pick(GROUPS),
      ownerName: `${first} ${last}`,
      firstName: first,
      lastName: last,
      street: `${rnd.int(1, 400)} ${rnd.pick(['George', 'King', 'Crown', 'Oxford', 'Bourke', 'Military', 'Darling'])} Street`,
      suburb,
      postcode,
      state: 'NSW',
      email: `${venue
        .toLowerCase()
        .replace(/[^a-z]+/g, '.')
        .replace(/^\.|\.$/g, '')}@venues.example.com`,
      phone: `04${rnd.int(10000000, 99999999)}`,
      liquorLicence: personal || rnd.chance(0.4) ? null : `LIQO${rnd.int(600000000, 699999999)}`,
      status: i === 37 ? 'inactive' : 'active',
      venueType: personal ? 'Personal use' : rnd.pick(TYPES),
    };
  });
  const inserted = await db
    .insert(venues)
    .values(rows)
    .returning({ id: venues.id, status: venues.status, venueType: venues.venueType });
  return {
    venueIds: inserted.map((v) => v.id),
    tradeVenueIds: inserted
      .filter((v) => v.status === 'active' && v.venueType !== 'Personal use')
      .map((v) => v.id),
  };
}
