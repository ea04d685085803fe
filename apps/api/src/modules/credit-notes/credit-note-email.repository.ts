import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, venues } from '../../db/schema/index.ts';
import type { CreditNoteDocument } from '../../lib/pdf/credit-note-document.ts';
import { contactEmails } from '../notifications/notifications.repository.ts';

/** Who an adjustment note's e-mail goes to: the venue it is issued to, or the supplier's order recipients. */
export type CreditNoteAudience = 'venue' | 'supplier';

/** Addresses once each (case aside), blanks dropped, in the order given. */
function distinct(addresses: Array<string | null | undefined>): string[] {
  const seen = new Set<string>();
  return addresses
    .map((a) => a?.trim() ?? '')
    .filter((a) => {
      const key = a.toLowerCase();
      if (!a || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The recipients: for the venue, the order's contact e-mail and the venue's own; for the supplier, the
 * primary order recipient (the supplier's e-mail) and the additional order recipients of Settings.
 */
export async function creditNoteRecipients(
  db: DbOrTx,
  supplierId: number,
  note: CreditNoteDocument,
  supplierEmail: string,
  audience: CreditNoteAudience,
): Promise<string[]> {
  if (audience === 'supplier')
    return distinct([supplierEmail, ...(await contactEmails(db, supplierId, 'orders'))]);
  const [venue] = await db
    .select({ email: venues.email })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(and(eq(orders.id, note.order.orderId), eq(orders.supplierId, supplierId)));
  return distinct([note.venue.email, venue?.email]);
}
