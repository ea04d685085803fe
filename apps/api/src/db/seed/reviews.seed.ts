import type { Db } from '../client.ts';
import { reviewReplies, reviews } from '../schema/index.ts';
import { createRandom } from './random.ts';
import type { DemoWorld } from './world.ts';

const ASPECTS = ['Product quality', 'Delivery', 'Value for money', 'Customer service'] as const;

const GOOD = [
  'Consistently great produce and the driver is always on time. Highly recommend.',
  'The best tomatoes we have had all season. Our chef is very happy.',
  'Orders arrive well packed and cold. Never had an issue with substitutions.',
  'Friendly team, quick to answer questions, and fair prices.',
  'Reliable supplier: we have not had a missed delivery in months.',
  'Fantastic range of herbs and microgreens, always fresh.',
];
const MIXED = [
  'Good quality overall but the delivery window keeps slipping later in the morning.',
  'Products are great, although a couple of items were substituted without a call.',
  'Prices went up this month. Quality still good.',
  'Mostly happy; one box of lettuce was wilted on arrival.',
];
const POOR = [
  'Delivery arrived two hours late and we had to change the menu.',
  'Half the order was missing and nobody called us back.',
  'Avocados were rock hard, not what we ordered.',
];
const SUPPLIER_REPLIES = [
  'Thank you so much for the kind words! We love supplying your kitchen.',
  'Thanks for the feedback. We have spoken with our delivery team about the timing.',
  'Sorry about that order. We have credited the missing items to your account.',
  'Thanks for letting us know, we will call before any substitution from now on.',
];
const PLATFORM_REPLIES = [
  'This review has been checked by the marketplace team and meets our guidelines.',
  'The marketplace team has contacted the supplier about this order.',
];

/**
 * Reviews from trade venues over the past year: sub-ratings on four aspects, about a third answered by
 * the supplier, a few with a platform reply, a few archived. Its own PRNG, so other areas' seeds keep
 * their sequences whatever the order of the steps.
 */
export async function seedReviews(db: Db, world: DemoWorld): Promise<void> {
  const rnd = createRandom(9100);
  const now = Date.now();
  const day = 86_400_000;

  const plan = (supplierId: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const mood = rnd.next();
      const [text, low, high] =
        mood < 0.6 ? [rnd.pick(GOOD), 4, 5] : mood < 0.85 ? [rnd.pick(MIXED), 3, 4] : [rnd.pick(POOR), 1, 2];
      const ratings = Object.fromEntries(ASPECTS.map((a) => [a, rnd.int(low, high)]));
      const values = Object.values(ratings);
      const average = Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100) / 100;
      // Spread over the year, newest first in the list; the newest few are still unanswered.
      const createdAt = new Date(
        now - Math.round(((i + 0.5) / count) * 360 * day) - rnd.int(0, 20) * 3600_000,
      );
      return {
        row: {
          supplierId,
          venueId: rnd.pick(world.tradeVenueIds),
          content: text,
          ratings,
          average,
          isArchived: i > 3 && rnd.chance(0.12),
          createdAt,
        },
        supplierReply: i > 3 && rnd.chance(0.4) ? rnd.pick(SUPPLIER_REPLIES) : null,
        platformReply: rnd.chance(0.15) ? rnd.pick(PLATFORM_REPLIES) : null,
      };
    });

  const plans = [...plan(world.supplierId, 36), ...plan(world.supplier2Id, 4)];
  const inserted = await db
    .insert(reviews)
    .values(plans.map((p) => p.row))
    .returning({ id: reviews.id, createdAt: reviews.createdAt });
  const replies = inserted.flatMap((r, i) => {
    const p = plans[i];
    if (!p) return [];
    const at = (hours: number) => new Date(r.createdAt.getTime() + hours * 3600_000);
    return [
      ...(p.platformReply
        ? [{ reviewId: r.id, content: p.platformReply, isPlatform: true, createdAt: at(6) }]
        : []),
      ...(p.supplierReply
        ? [{ reviewId: r.id, content: p.supplierReply, isPlatform: false, createdAt: at(20) }]
        : []),
    ];
  });
  if (replies.length) await db.insert(reviewReplies).values(replies);
}
