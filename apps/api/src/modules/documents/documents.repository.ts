import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { readerOf, type Db, type DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  jobFileParts,
  jobFiles,
  orderProducts,
  orders,
  suppliers,
  venues,
} from '../../db/schema/index.ts';
import { DELIVERY_DETAILS_UPDATED, type VenueDetailsSnapshot } from '@portal/domain';
import type { DocumentOrder } from '../../lib/pdf/document-order.ts';

/**
 * The orders of one supplier with their lines, in the order asked for. Ids of other suppliers are
 * simply not found. Two queries whatever the number of orders (no N+1).
 */
export async function loadDocumentOrders(
  db: Db,
  supplierId: number,
  orderIds: number[],
): Promise<DocumentOrder[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select({
      order: orders,
      supplier: suppliers,
      venue: { liquorLicence: venues.liquorLicence, abn: venues.abn },
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, orderIds)));
  const lines = await db
    .select()
    .from(orderProducts)
    .where(
      inArray(
        orderProducts.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderProducts.orderId), asc(orderProducts.position), asc(orderProducts.id));
  const historyOf = await previousDetailsOf(
    db,
    supplierId,
    rows.map((r) => r.order),
  );
  const byOrder = new Map<number, (typeof lines)[number][]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(line);
    byOrder.set(line.orderId, list);
  }
  const found = new Map<number, DocumentOrder>(
    rows.map(({ order: o, supplier: s, venue: v }) => [
      o.id,
      {
        orderId: o.id,
        orderStatus: o.orderStatus,
        dateAdded: o.dateAdded,
        processedAt: o.processedAt,
        deliveryDate: o.deliveryDate,
        supplierReference: o.supplierReference,
        payment: o.payment,
        deliveryComment: o.deliveryComment,
        cancellationComment: o.cancellationComment,
        liquorLicence: o.liquorLicence ?? v.liquorLicence,
        venueAbn: v.abn,
        originalTotalIncGst: o.originalTotalIncGst,
        finalTotalIncGst: o.finalTotalIncGst,
        supplier: {
          company: s.company,
          abn: s.abn,
          street: s.street,
          suburb: s.suburb,
          postcode: s.postcode,
          state: s.state,
          email: s.email,
          phone: s.phone,
          accountName: s.accountName,
          bsb: s.bsb,
          accountNumber: s.accountNumber,
        },
        shipTo: {
          company: o.shippingCompany,
          address: o.shippingAddress,
          city: o.shippingCity,
          state: o.state,
          postcode: o.shippingPostcode,
          firstName: o.shippingFirstname,
          lastName: o.shippingLastname,
          phone: o.phone,
          email: o.email,
        },
        lines: (byOrder.get(o.id) ?? []).map((l) => ({
          sku: l.sku,
          name: l.name,
          portionSize: l.portionSize,
          unitOfPortion: l.unitOfPortion,
          unitOfPrice: l.unitOfPrice,
          originalQuantityPriced: l.originalQuantityPriced,
          finalQuantityPriced: l.finalQuantityPriced,
          priceIncGst: l.priceIncGst,
          hasGst: l.hasGst,
          originalTotalIncGst: l.originalTotalIncGst,
          finalTotalIncGst: l.finalTotalIncGst,
          substitution: l.substitution,
          reason: l.reason,
        })),
        previousDetails: historyOf.get(o.id) ?? [],
      } satisfies DocumentOrder,
    ]),
  );
  return orderIds.map((id) => found.get(id)).filter((o): o is DocumentOrder => !!o);
}

/**
 * The delivery details each order carried before a venue's update, oldest first. Only an order whose alert
 * was raised has such a history; its entries are read from the (supplier, entity, at) index of the audit
 * trail, from the oldest such order's placing on.
 */
async function previousDetailsOf(
  db: Db,
  supplierId: number,
  found: Array<{ id: number; customerAlert: string | null; dateAdded: Date }>,
) {
  const alerted = found.filter((o) => o.customerAlert);
  const since = alerted.reduce<Date | null>((d, o) => (!d || o.dateAdded < d ? o.dateAdded : d), null);
  const history = !since
    ? []
    : await db
        .select({ orderId: auditLog.entityId, at: auditLog.at, before: auditLog.before })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.supplierId, supplierId),
            eq(auditLog.entity, 'order'),
            gte(auditLog.at, since),
            eq(auditLog.action, DELIVERY_DETAILS_UPDATED),
            inArray(
              auditLog.entityId,
              alerted.map((o) => String(o.id)),
            ),
          ),
        )
        .orderBy(asc(auditLog.at), asc(auditLog.id));
  const historyOf = new Map<number, NonNullable<DocumentOrder['previousDetails']>>();
  for (const h of history) {
    const list = historyOf.get(Number(h.orderId)) ?? [];
    list.push({ at: h.at, details: h.before as VenueDetailsSnapshot });
    historyOf.set(Number(h.orderId), list);
  }
  return historyOf;
}

/** Pending orders with their lines, for the pending-orders export. */
export async function pendingOrdersWithLines(primary: Db, supplierId: number) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const pending = await db
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.orderStatus, 'PENDING')))
    .orderBy(asc(orders.deliveryDate), asc(orders.id));
  const lines = pending.length
    ? await db
        .select()
        .from(orderProducts)
        .where(
          inArray(
            orderProducts.orderId,
            pending.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderProducts.orderId), asc(orderProducts.position))
    : [];
  return { pending, lines };
}

/** The status of each of these orders that is the supplier's (others are simply not found); one parameter for all. */
export async function orderStatuses(db: Db, supplierId: number, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .select({ orderId: orders.id, orderStatus: orders.orderStatus })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, supplierId),
        sql`${orders.id} = any(string_to_array(${orderIds.join(',')}, ',')::int[])`,
      ),
    );
}

/**
 * Bytes travel as hex text decoded by the database: the embedded database's own bytea conversion is a
 * JavaScript loop over every byte, which held the event loop for seconds on a 500-invoice PDF.
 */
const fromHex = (bytes: Uint8Array) =>
  sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}, 'hex')`;

/**
 * Bytes per part of a job's file (job_file_parts). One part's statement holds the embedded database, and
 * the event loop with it, for tens of milliseconds; a whole 15 MB batch in one statement held it for 2 s.
 */
export const JOB_FILE_PART_BYTES = 256 * 1024;

/** One part of a file, under the token its job_files row will name (written before that row). */
export async function saveJobFilePart(db: Db, token: string, part: number, content: Uint8Array) {
  await db.insert(jobFileParts).values({ token, part, content: fromHex(content) } as never);
}

/**
 * A job's rendered file, once its parts are written; a rerun of the step replaces it (same job, new
 * token) and drops the parts of the file it replaces.
 */
export async function saveJobFile(
  db: DbOrTx,
  file: { jobId: number; token: string; filename: string; size: number; parts: number; ttlSeconds: number },
) {
  const values = {
    jobId: file.jobId,
    token: file.token,
    filename: file.filename,
    contentType: 'application/pdf',
    size: file.size,
    parts: file.parts,
    expiresAt: sql`now() + make_interval(secs => ${file.ttlSeconds})`,
  };
  const [old] = await db
    .select({ token: jobFiles.token })
    .from(jobFiles)
    .where(eq(jobFiles.jobId, file.jobId));
  await db
    .insert(jobFiles)
    .values(values as never)
    .onConflictDoUpdate({ target: jobFiles.jobId, set: values });
  if (old && old.token !== file.token) await db.delete(jobFileParts).where(eq(jobFileParts.token, old.token));
}

/** What the e-mail needs about a job's file (not its content). */
export async function jobFileLink(db: Db, jobId: number) {
  const [row] = await db
    .select({ token: jobFiles.token, expiresAt: jobFiles.expiresAt })
    .from(jobFiles)
    .where(eq(jobFiles.jobId, jobId))
    .limit(1);
  return row ?? null;
}

/** The file behind a download token, while it has not expired: its name, type, size and parts. */
export async function jobFileByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      filename: jobFiles.filename,
      contentType: jobFiles.contentType,
      size: jobFiles.size,
      parts: jobFiles.parts,
    })
    .from(jobFiles)
    .where(and(eq(jobFiles.token, token), gt(jobFiles.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** One part of a file's bytes, or null once the file is gone. */
export async function jobFilePart(db: Db, token: string, part: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ hex: sql<string>`encode(${jobFileParts.content}, 'hex')` })
    .from(jobFileParts)
    .where(and(eq(jobFileParts.token, token), eq(jobFileParts.part, part)));
  return row ? Buffer.from(row.hex, 'hex') : null;
}
