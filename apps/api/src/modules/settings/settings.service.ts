import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  holds,
  contactBodySchema,
  CONTACT_TYPE,
  SETTINGS_MESSAGES as M,
  STAFF_ONLY_CONTACT_TYPES,
  STAFF_ONLY_SUPPLIER_FIELDS,
  STORE_IMAGE_QUALITY,
  STORE_IMAGE_SIZES,
  type ChangePasswordBody,
  type Contact,
  type ContactBody,
  type ContactPatch,
  type SupplierUpdate,
  type SupplierDetails,
  ERROR_CODES,
  earlyDeliveryProblems,
} from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { processImage } from '../../lib/images.ts';
import { hashPassword, reissueToken, toSupplierDetails, verifyPassword } from '../auth/auth.service.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import * as repo from './settings.repository.ts';

// ---------------------------------------------------------------- supplier details

/** Which store image each supplier field holds. */
const IMAGE_FIELDS = { backgroundImageUrl: 'header', image: 'logo' } as const;
/** The bank details: an owner's to see, staff's to change (spec 002). */
const BANK_FIELDS = ['accountName', 'bsb', 'accountNumber'] as const;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The storage key behind a store image URL, only when the URL is exactly one the upload endpoint hands
 * out for this supplier and this kind of image (`/files/suppliers/<id>/<kind>-<uuid>.jpg`): no other
 * supplier's folder, no `..`, no other shape. Anything else is null, so it is neither saved nor deleted.
 */
export function storeImageKey(supplierId: number, kind: StoreImageKind, url: string): string | null {
  const match = new RegExp(`^/files/(suppliers/${supplierId}/${kind}-${UUID}\\.jpg)$`).exec(url);
  return match?.[1] ?? null;
}

/** PATCH suppliers/auth/me: staff-only fields refused to suppliers, every change audited. */
export async function updateMe(
  ctx: AppContext,
  actor: Actor,
  body: SupplierUpdate,
): Promise<SupplierDetails> {
  const given = (Object.keys(body) as Array<keyof SupplierUpdate>).filter((k) => body[k] !== undefined);
  if (!holds('bankDetails', actor) && given.some((k) => (BANK_FIELDS as readonly string[]).includes(k))) {
    throw AppError.forbidden(ACCOUNT_MESSAGES.bankDetailsOwnerOnly);
  }
  if (!actor.staff && given.some((k) => (STAFF_ONLY_SUPPLIER_FIELDS as readonly string[]).includes(k))) {
    throw AppError.forbidden();
  }
  // Only images this portal stored for this supplier can become its header or logo.
  for (const [field, kind] of Object.entries(IMAGE_FIELDS) as Array<
    [keyof typeof IMAGE_FIELDS, StoreImageKind]
  >) {
    const url = body[field];
    if (url && !storeImageKey(actor.supplierId, kind, url))
      throw AppError.badRequest(field, M.imageUrlInvalid);
  }

  const { address, third_party_delivery_enabled, ...rest } = body;
  const changes: repo.SupplierChanges = { ...rest };
  if (address) Object.assign(changes, address);
  if (body.thirdPartyDeliveryEnabled === undefined && third_party_delivery_enabled !== undefined) {
    changes.thirdPartyDeliveryEnabled = third_party_delivery_enabled;
  }

  const result = await ctx.db.transaction(async (tx) => {
    const before = await suppliers.findSupplier(tx, actor.supplierId);
    if (!before) throw AppError.notFound('Supplier');
    const merged = { ...before, ...changes };
    const problems = earlyDeliveryProblems(merged);
    if (problems.length) throw AppError.fields(problems);
    const changedKeys = (Object.keys(changes) as Array<keyof repo.SupplierChanges>).filter(
      (k) => changes[k] !== before[k as keyof repo.SupplierRow],
    );
    if (!changedKeys.length) return { before, after: before };
    const after = await repo.updateSupplier(tx, actor.supplierId, changes);
    if (!after) throw AppError.notFound('Supplier');
    await recordAudit(tx, actor, {
      action: 'supplier.update',
      entity: 'supplier',
      entityId: actor.supplierId,
      before: Object.fromEntries(changedKeys.map((k) => [k, before[k as keyof repo.SupplierRow]])),
      after: Object.fromEntries(changedKeys.map((k) => [k, after[k as keyof repo.SupplierRow]])),
    });
    return { before, after };
  });

  // A replaced or removed store image is no longer referenced: drop its file once the change is saved.
  // Only a key of this supplier's own folder is ever removed, whatever an older row holds.
  for (const [field, kind] of Object.entries(IMAGE_FIELDS) as Array<
    [keyof typeof IMAGE_FIELDS, StoreImageKind]
  >) {
    const old = result.before[field];
    const key = old && old !== result.after[field] ? storeImageKey(actor.supplierId, kind, old) : null;
    if (key) await ctx.files.remove(key).catch(() => undefined);
  }
  return toSupplierDetails(result.after, actor);
}

// ---------------------------------------------------------------- contacts

const typesReady: WeakSet<object> = new WeakSet();
async function ensureTypes(ctx: AppContext) {
  if (typesReady.has(ctx.db)) return;
  await repo.ensureContactTypes(ctx.db);
  typesReady.add(ctx.db);
}
export function toContact(row: repo.ContactRow): Contact {
  return {
    id: row.id,
    contactTypeId: row.contactTypeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    contactHours: row.contactHours,
    contactDays: row.contactDays,
  };
}

export async function listContactTypes(ctx: AppContext) {
  await ensureTypes(ctx);
  return repo.listContactTypes(ctx.db);
}

export async function listContacts(ctx: AppContext, actor: Actor): Promise<Contact[]> {
  return (await repo.listContacts(ctx.db, actor.supplierId)).map(toContact);
}

function assertMayEdit(actor: Actor, contactTypeId: number) {
  if (!actor.staff && STAFF_ONLY_CONTACT_TYPES.includes(contactTypeId)) throw AppError.forbidden();
}

const ownerExists = () =>
  new AppError(409, [
    { param: 'contactTypeId', message: M.ownerExists, code: ERROR_CODES.ownerContactExists },
  ]);

function parseContact(input: unknown) {
  const parsed = contactBodySchema.safeParse(input);
  if (!parsed.success) {
    throw AppError.fields(parsed.error.issues.map((i) => ({ param: i.path.join('.'), message: i.message })));
  }
  return parsed.data;
}

/** `body` was checked against contactBodySchema by the route (the operation's one body schema). */
export async function createContact(ctx: AppContext, actor: Actor, body: ContactBody): Promise<Contact> {
  assertMayEdit(actor, body.contactTypeId);
  await ensureTypes(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (
        body.contactTypeId === CONTACT_TYPE.OWNER &&
        (await repo.findContactOfType(tx, actor.supplierId, CONTACT_TYPE.OWNER))
      )
        throw ownerExists();
      const row = await repo.insertContact(tx, actor.supplierId, body);
      await recordAudit(tx, actor, {
        action: 'contact.create',
        entity: 'contact',
        entityId: row.id,
        after: toContact(row),
      });
      return toContact(row);
    });
  } catch (error) {
    // Two owners created at once: the partial unique index decides.
    if (isUniqueViolation(error, 'contacts_one_owner_idx')) throw ownerExists();
    throw error;
  }
}

export async function updateContact(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: ContactPatch,
): Promise<Contact> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await repo.findContact(tx, actor.supplierId, id);
      if (!before) throw AppError.notFound('Contact');
      assertMayEdit(actor, before.contactTypeId);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const body = parseContact({ ...toContact(before), ...defined });
      assertMayEdit(actor, body.contactTypeId);
      if (
        body.contactTypeId === CONTACT_TYPE.OWNER &&
        before.contactTypeId !== CONTACT_TYPE.OWNER &&
        (await repo.findContactOfType(tx, actor.supplierId, CONTACT_TYPE.OWNER))
      )
        throw ownerExists();
      const row = await repo.updateContact(tx, actor.supplierId, id, body);
      if (!row) throw AppError.notFound('Contact');
      await recordAudit(tx, actor, {
        action: 'contact.update',
        entity: 'contact',
        entityId: id,
        before: toContact(before),
        after: toContact(row),
      });
      return toContact(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'contacts_one_owner_idx')) throw ownerExists();
    throw error;
  }
}

/** Only staff delete contacts (spec 002 section 6). */
export async function deleteContact(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findContact(tx, actor.supplierId, id);
    if (!before) throw AppError.notFound('Contact');
    await repo.deleteContact(tx, actor.supplierId, id);
    await recordAudit(tx, actor, {
      action: 'contact.delete',
      entity: 'contact',
      entityId: id,
      before: toContact(before),
    });
  });
}

// ---------------------------------------------------------------- password

const invalidPassword = () =>
  new AppError(401, [
    { param: 'oldPassword', message: M.invalidPassword, code: ERROR_CODES.invalidPassword },
  ]);

/**
 * A supplier changes its own sign-in password and must give the current one; staff acting as the
 * supplier set the password of the supplier's account without it. Every session of that account
 * issued before the change ends; the caller gets its own token issued anew, so this tab stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  body: ChangePasswordBody,
): Promise<string> {
  let userId: number;
  if (actor.staff) {
    const user = await repo.findFirstSupplierUser(ctx.db, actor.supplierId);
    if (!user) throw AppError.notFound('User');
    userId = user.id;
  } else {
    if (!body.oldPassword) throw AppError.badRequest('oldPassword', M.currentPasswordRequired);
    const user = actor.userId ? await repo.findSupplierUser(ctx.db, actor.supplierId, actor.userId) : null;
    if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) throw invalidPassword();
    userId = user.id;
  }
  const passwordHash = await hashPassword(body.newPassword);
  const nowMs = Date.now();
  await ctx.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, userId, passwordHash, new Date(nowMs));
    // Never the hashes themselves: the trail says who changed whose password, and when.
    await recordAudit(tx, actor, { action: 'user.change-password', entity: 'user', entityId: userId });
  });
  return reissueToken(ctx, actor, nowMs);
}

// ---------------------------------------------------------------- store images

export type StoreImageKind = 'header' | 'logo';

export async function uploadStoreImage(
  ctx: AppContext,
  actor: Actor,
  supplierId: number,
  kind: StoreImageKind,
  param: string,
  file: Buffer | null,
): Promise<{ imageUrl: string }> {
  if (supplierId !== actor.supplierId) throw AppError.notFound('Supplier');
  if (!file || file.length === 0) throw AppError.badRequest(param, M.imageRequired);
  const jpeg = await processImage(file, STORE_IMAGE_SIZES[kind], { quality: STORE_IMAGE_QUALITY, param });
  const key = `suppliers/${supplierId}/${kind}-${randomUUID()}.jpg`;
  await ctx.files.put(key, jpeg);
  // Earlier uploads of this kind never saved are orphans now: only the saved image and this one stay.
  await removeUnsavedStoreImages(ctx, supplierId, kind, [key]);
  return { imageUrl: ctx.files.publicUrl(key) };
}

/**
 * Deletes the supplier's store images of one kind that its row does not hold, except `keep` (so
 * an upload that is never saved does not stay in the storage). At most one unsaved upload per kind
 * remains, the latest, for the form that is about to save it.
 */
async function removeUnsavedStoreImages(
  ctx: AppContext,
  supplierId: number,
  kind: StoreImageKind,
  keep: string[],
): Promise<void> {
  const supplier = await suppliers.findSupplier(ctx.db, supplierId);
  const field = kind === 'header' ? 'backgroundImageUrl' : 'image';
  const saved = supplier?.[field] ? storeImageKey(supplierId, kind, supplier[field]) : null;
  const kept = new Set([...keep, ...(saved ? [saved] : [])]);
  for await (const key of ctx.files.list(`suppliers/${supplierId}/${kind}-`)) {
    if (!kept.has(key)) await ctx.files.remove(key).catch(() => undefined);
  }
}
