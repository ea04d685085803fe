import {
  ZONE_MESSAGES,
  ZONE_NOTICE_MS,
  zoneActivated,
  zoneDeactivated,
  zoneDeleted,
  type DeliveryZone,
} from '@portal/domain';
import { ApiError } from '../../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useDeleteZone, useUpdateZone } from '../../../../api/zones.ts';

/**
 * What a refusal (400) says: its invalidActivation, else its first field message. Any other failure says
 * nothing of its own, so the caller shows its spec message ('Unable to update zone name', 'We were unable
 * to … this zone'), never a server's raw text (spec 002 section 8).
 */
export function firstMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError && error.status === 400)) return undefined;
  const body = error.body as { invalidActivation?: string } | null;
  return body?.invalidActivation ?? error.fieldErrors[0]?.message;
}

/** Rename, activate or deactivate, and delete a zone, with spec 002's messages. */
export function useZoneActions(onDeleted: () => void) {
  const update = useUpdateZone();
  const remove = useDeleteZone();

  /** True when saved; a refusal (an empty or taken name) says why and keeps the form open. */
  const rename = async (zone: DeliveryZone, name: string): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: zone.id, body: { name } });
      notifySuccess(ZONE_MESSAGES.nameUpdated, ZONE_NOTICE_MS);
      return true;
    } catch (error) {
      notifyError(firstMessage(error) ?? ZONE_MESSAGES.nameUpdateFailed);
      return false;
    }
  };

  const togglePublished = async (zone: DeliveryZone) => {
    const published = !zone.published;
    try {
      await update.mutateAsync({ id: zone.id, body: { published } });
      notifySuccess(published ? zoneActivated(zone.name) : zoneDeactivated(zone.name), ZONE_NOTICE_MS);
    } catch (error) {
      notifyError(
        firstMessage(error) ?? `We were unable to ${published ? 'activate' : 'deactivate'} this zone`,
      );
    }
  };

  const destroy = async (zone: DeliveryZone): Promise<boolean> => {
    try {
      await remove.mutateAsync(zone.id);
      notifySuccess(zoneDeleted(zone.name), ZONE_NOTICE_MS);
      onDeleted();
      return true;
    } catch {
      notifyError(ZONE_MESSAGES.deleteFailed);
      return false;
    }
  };

  const saveDetails = async (
    zone: DeliveryZone,
    v: { cutoff: string; minimumOrderTotal: number; timeZone: string },
  ) => {
    // Only what changed is sent.
    const body = {
      ...(v.cutoff !== zone.cutoff && { cutoff: v.cutoff }),
      ...(v.minimumOrderTotal !== zone.minimumOrderTotal && { minimumOrderTotal: v.minimumOrderTotal }),
      ...(v.timeZone !== zone.timeZone && { timeZone: v.timeZone }),
    };
    if (!Object.keys(body).length) return;
    try {
      await update.mutateAsync({ id: zone.id, body });
    } catch (error) {
      notifyError(firstMessage(error) ?? 'We were unable to update this zone');
      throw error;
    }
    notifySuccess('Successfully updated delivery details', ZONE_NOTICE_MS);
  };

  return {
    rename,
    togglePublished,
    destroy,
    saveDetails,
    updating: update.isPending,
    deleting: remove.isPending,
  };
}
