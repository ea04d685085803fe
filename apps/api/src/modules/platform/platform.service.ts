import {
  timeZoneForState,
  type AuditQuery,
  type ClientErrorBody,
  type FeedbackBody,
  type SupplierEventBody,
} from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { paged } from '../../lib/list-query.ts';
import * as repo from './platform.repository.ts';
import { afterWrite } from './retention.ts';

export type RequestMeta = { ip: string; userAgent?: string; requestId: string };

export async function reportClientError(
  ctx: AppContext,
  actor: Actor | null,
  body: ClientErrorBody,
  meta: RequestMeta,
  log: { warn: (obj: object, msg: string) => void },
): Promise<{ id: number }> {
  // Staff without a chosen supplier carry supplierId 0: not a supplier to attribute to.
  const supplierId = actor && actor.supplierId > 0 ? actor.supplierId : null;
  const id = await repo.insertClientError(ctx.db, {
    supplierId,
    actorEmail: actor?.username ?? null,
    isStaff: actor?.staff ?? false,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    path: body.path ?? null,
    buildVersion: body.buildVersion ?? null,
    message: body.message,
    stack: body.stack ?? null,
    context: body.context ?? null,
  });
  await afterWrite(ctx.db, 'clientErrors', supplierId);
  // Also in the server log, so whoever watches the logs sees client failures next to server ones.
  log.warn(
    { clientErrorId: id, supplierId, path: body.path, buildVersion: body.buildVersion, err: body.message },
    'client error reported',
  );
  return { id };
}

export async function recordSupplierEvent(ctx: AppContext, actor: Actor, body: SupplierEventBody) {
  await repo.insertSupplierEvent(ctx.db, {
    supplierId: actor.supplierId,
    actorEmail: actor.username,
    isStaff: actor.staff,
    objectType: body.objectType,
    action: body.action,
    location: body.location ?? null,
    data: body.data ?? null,
  });
  await afterWrite(ctx.db, 'events', actor.supplierId);
}

/** Ask again 90 days after an answer, 7 days after 'Not now'. */
export const FEEDBACK_ASK_AGAIN_DAYS = { answered: 90, dismissed: 7 } as const;

export async function feedbackStatus(ctx: AppContext, actor: Actor, now = new Date()) {
  if (actor.staff) return { due: false };
  const last = await repo.latestFeedback(ctx.db, actor.supplierId);
  if (!last) return { due: true };
  const days = last.dismissed ? FEEDBACK_ASK_AGAIN_DAYS.dismissed : FEEDBACK_ASK_AGAIN_DAYS.answered;
  return { due: now.getTime() - last.at.getTime() > days * 24 * 3600 * 1000 };
}

export async function submitFeedback(ctx: AppContext, actor: Actor, body: FeedbackBody) {
  const answer =
    body.dismissed || body.rating === undefined
      ? { rating: null, comment: null, dismissed: true }
      : { rating: body.rating, comment: body.comment || null, dismissed: false };
  const answered = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertFeedback(tx, {
      supplierId: actor.supplierId,
      userId: actor.userId,
      ...answer,
    });
    await recordAudit(tx, actor, {
      action: answer.dismissed ? 'dismiss' : 'create',
      entity: 'feedback',
      entityId: id,
      after: answer,
    });
    return { id };
  });
  await afterWrite(ctx.db, 'feedback', actor.supplierId);
  return answered;
}

export async function listAudit(ctx: AppContext, actor: Actor, query: AuditQuery) {
  const { entity, from, to, ...list } = query;
  const { data, total, built } = await repo.listAudit(ctx.db, actor.supplierId, list, {
    entity: entity || undefined,
    from,
    to,
    timeZone: timeZoneForState(actor.state),
  });
  return paged(data, total, built);
}

export async function listAuditEntities(ctx: AppContext, actor: Actor) {
  return { data: await repo.listAuditEntities(ctx.db, actor.supplierId) };
}
