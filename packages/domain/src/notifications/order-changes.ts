/**
 * What a venue changed in its order, as the "Order changed" e-mail states it. Taken when the
 * change is saved (both sides), so the e-mail says what this change did even when it is sent later.
 */
export type OrderLineSnapshot = {
  /** Which line this is across the change: the product and its portion size. */
  key: string;
  name: string;
  /** The quantity priced, with its unit already written ('6 boxes', '1.5 kg'). */
  quantity: string;
};

export type OrderSnapshot = {
  lines: OrderLineSnapshot[];
  /** Cents, inc GST. */
  total: number;
  deliveryDate: string;
  deliveryComment: string | null;
};

export type OrderChanges = {
  added: Array<{ name: string; quantity: string }>;
  removed: Array<{ name: string; quantity: string }>;
  /** Lines still ordered whose quantity changed: old → new. */
  changed: Array<{ name: string; before: string; after: string }>;
  total: { before: number; after: number };
  deliveryDate?: { before: string; after: string };
  deliveryComment?: { before: string | null; after: string | null };
};

/** The difference between an order before and after a venue's change. */
export function orderChanges(before: OrderSnapshot, after: OrderSnapshot): OrderChanges {
  const old = new Map(before.lines.map((l) => [l.key, l]));
  const now = new Map(after.lines.map((l) => [l.key, l]));
  const changes: OrderChanges = {
    added: after.lines.filter((l) => !old.has(l.key)).map(({ name, quantity }) => ({ name, quantity })),
    removed: before.lines.filter((l) => !now.has(l.key)).map(({ name, quantity }) => ({ name, quantity })),
    changed: after.lines.flatMap((l) => {
      const was = old.get(l.key);
      return was && was.quantity !== l.quantity
        ? [{ name: l.name, before: was.quantity, after: l.quantity }]
        : [];
    }),
    total: { before: before.total, after: after.total },
  };
  if (before.deliveryDate !== after.deliveryDate)
    changes.deliveryDate = { before: before.deliveryDate, after: after.deliveryDate };
  if ((before.deliveryComment ?? null) !== (after.deliveryComment ?? null))
    changes.deliveryComment = { before: before.deliveryComment, after: after.deliveryComment };
  return changes;
}

/** The delivery details a venue can change, as the "Details updated" e-mail shows them. */
export type VenueDetailsSnapshot = { address: string; contact: string; phone: string; email: string };

export const VENUE_DETAIL_LABELS: Record<keyof VenueDetailsSnapshot, string> = {
  address: 'Address',
  contact: 'Contact',
  phone: 'Phone',
  email: 'Email',
};

/** The venue's details as one line each ('—' for none). */
export function venueDetailsSnapshot(v: {
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
}): VenueDetailsSnapshot {
  const contact = [v.firstName, v.lastName].filter(Boolean).join(' ');
  const address = [v.street, [v.suburb, v.state, v.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return { address: address || '—', contact: contact || '—', phone: v.phone || '—', email: v.email || '—' };
}

/**
 * The order history entry written when a venue's new delivery details were applied to the order (audit
 * action on entity 'order'; before and after are VenueDetailsSnapshots), and who it names as the actor.
 */
export const DELIVERY_DETAILS_UPDATED = 'delivery-details-updated';
export const MARKETPLACE_ACTOR = 'marketplace (the venue)';
