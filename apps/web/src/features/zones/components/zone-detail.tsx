import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  IconButton,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  ZONE_MESSAGES,
  ZONE_NOTICE_MS,
  canActivate,
  centsToDollars,
  formatCutoff,
  weekdayName,
  zoneActivated,
  zoneDeactivated,
  zoneDeleteConfirm,
  zoneDeleted,
  type DeliveryZone,
} from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Money } from '../../../components/money.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteZone } from '../api/delete-zone.ts';
import { useZone } from '../api/get-zone.ts';
import { useZoneSuburbs } from '../api/get-zone-suburbs.ts';
import { useSetZoneDays } from '../api/set-zone-days.ts';
import { useUpdateZone } from '../api/update-zone.ts';
import { AddRegionDialog } from './add-region-dialog.tsx';
import { ZoneDaysDialog } from './zone-days-dialog.tsx';
import { ZoneFormDialog } from './zone-form-dialog.tsx';
import { ZoneSuburbsDialog } from './zone-suburbs-dialog.tsx';
import { ZoneSuburbsView } from './zone-suburbs-view.tsx';

const firstMessage = (error: unknown) =>
  error instanceof ApiError ? error.fieldErrors[0]?.message : undefined;

function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={action}
        sx={{ pb: 0, flexWrap: 'wrap', '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type Props = {
  zoneId: number;
  onDuplicate: (zone: DeliveryZone) => void;
  onDeleted: () => void;
};

export function ZoneDetail({ zoneId, onDuplicate, onDeleted }: Props) {
  const zone = useZone(zoneId);
  const suburbs = useZoneSuburbs(zoneId);
  const update = useUpdateZone();
  const remove = useDeleteZone();
  const setDays = useSetZoneDays();
  const [editingName, setEditingName] = useState(false);
  const [name, setName] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [dialog, setDialog] = useState<'details' | 'days' | 'suburbs' | 'region' | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);

  if (zone.isError) {
    return (
      <ErrorPanel
        error={zone.error}
        message={ZONE_MESSAGES.loadZone}
        onRetry={() => void zone.refetch()}
        retryLabel="Try again"
      />
    );
  }
  if (!zone.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading delivery zone">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  const z = zone.data;
  const enabledDays = z.deliveryDays.filter((d) => d.enabled);
  const activatable = z.published || canActivate(z, z.suburbCount);

  const saveName = async () => {
    try {
      await update.mutateAsync({ id: z.id, body: { name } });
      notifySuccess(ZONE_MESSAGES.nameUpdated, ZONE_NOTICE_MS);
      setEditingName(false);
    } catch (error) {
      notifyError(firstMessage(error) ?? ZONE_MESSAGES.nameUpdateFailed);
    }
  };

  const togglePublished = async () => {
    const published = !z.published;
    try {
      await update.mutateAsync({ id: z.id, body: { published } });
      notifySuccess(published ? zoneActivated(z.name) : zoneDeactivated(z.name), ZONE_NOTICE_MS);
    } catch (error) {
      notifyError(
        firstMessage(error) ?? `We were unable to ${published ? 'activate' : 'deactivate'} this zone`,
      );
    }
  };

  const doDelete = async () => {
    try {
      await remove.mutateAsync(z.id);
      notifySuccess(zoneDeleted(z.name), ZONE_NOTICE_MS);
      setConfirmDelete(false);
      onDeleted();
    } catch {
      notifyError(ZONE_MESSAGES.deleteFailed);
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {editingName ? (
          <Box
            component="form"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, minWidth: 240 }}
            onSubmit={(e) => {
              e.preventDefault();
              void saveName();
            }}
          >
            <TextField
              size="small"
              label="Zone Name"
              value={name}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  setEditingName(false);
                }
              }}
              error={!name.trim()}
              helperText={!name.trim() ? ZONE_MESSAGES.nameRequired : undefined}
              sx={{ flex: 1 }}
            />
            <IconButton type="submit" aria-label="Save zone name" disabled={!name.trim() || update.isPending}>
              <CheckIcon />
            </IconButton>
            <IconButton aria-label="Cancel editing zone name" onClick={() => setEditingName(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 600 }}>
              {z.name}
            </Typography>
            <IconButton
              aria-label="Edit zone name"
              onClick={() => {
                setName(z.name);
                setEditingName(true);
              }}
            >
              <EditIcon />
            </IconButton>
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
          <Button variant="outlined" onClick={() => onDuplicate(z)}>
            Duplicate
          </Button>
          <FormControlLabel
            control={
              <Switch
                checked={z.published}
                disabled={!activatable || update.isPending || zone.isFetching}
                onChange={() => void togglePublished()}
              />
            }
            label="Activate Zone"
          />
        </Stack>
      </Box>
      {!activatable && (
        <Typography variant="body2" color="text.secondary">
          To activate this zone, add a delivery day and switch on at least one suburb.
        </Typography>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Section
          title="Delivery Details"
          action={<Button onClick={() => setDialog('details')}>Edit Details</Button>}
        >
          <Typography>
            <strong>Cutoff time:</strong> {formatCutoff(z.cutoff)} ({z.timeZone})
          </Typography>
          <Typography>
            <strong>Minimum order total:</strong> <Money cents={z.minimumOrderTotal} />
          </Typography>
        </Section>
        <Section title="Delivery Days" action={<Button onClick={() => setDialog('days')}>Edit Days</Button>}>
          {enabledDays.length === 0 ? (
            <Typography color="text.secondary">No delivery days yet.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {enabledDays.map((d) => (
                <li key={d.deliveryDay}>
                  <strong>{weekdayName(d.deliveryDay)}</strong>: new customers order by{' '}
                  {weekdayName(d.newCustomerOrderBy!)}, existing customers by{' '}
                  {weekdayName(d.existingCustomerOrderBy!)}
                </li>
              ))}
            </Box>
          )}
        </Section>
      </Box>
      <Section
        title="Suburbs"
        action={
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setDialog('region')} disabled={!suburbs.data}>
              Add a delivery region
            </Button>
            <Button onClick={() => setDialog('suburbs')} disabled={!suburbs.data}>
              Edit Suburbs
            </Button>
          </Stack>
        }
      >
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {z.suburbCount} {z.suburbCount === 1 ? 'suburb' : 'suburbs'} on
        </Typography>
        {suburbs.isError ? (
          <ErrorPanel
            error={suburbs.error}
            message={ZONE_MESSAGES.loadZone}
            onRetry={() => void suburbs.refetch()}
          />
        ) : suburbs.isLoading ? (
          <Skeleton variant="rounded" height={80} />
        ) : suburbs.data?.length ? (
          <ZoneSuburbsView links={suburbs.data} />
        ) : (
          <Typography color="text.secondary">
            No suburbs yet. Use Edit Suburbs or add a delivery region.
          </Typography>
        )}
      </Section>

      <ConfirmDialog
        open={confirmDelete}
        title={zoneDeleteConfirm(z.name)}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void doDelete()}
      />
      <ZoneFormDialog
        open={dialog === 'details'}
        mode="details"
        initial={{
          name: z.name,
          minimumOrder: String(centsToDollars(z.minimumOrderTotal)),
          cutoff: z.cutoff,
          timeZone: z.timeZone,
        }}
        busy={update.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (v) => {
          // Only what changed is sent.
          const body = {
            ...(v.cutoff !== z.cutoff && { cutoff: v.cutoff }),
            ...(v.minimumOrderTotal !== z.minimumOrderTotal && { minimumOrderTotal: v.minimumOrderTotal }),
            ...(v.timeZone !== z.timeZone && { timeZone: v.timeZone }),
          };
          if (Object.keys(body).length) {
            try {
              await update.mutateAsync({ id: z.id, body });
            } catch (error) {
              notifyError(firstMessage(error) ?? 'We were unable to update this zone');
              throw error;
            }
            notifySuccess('Successfully updated delivery details', ZONE_NOTICE_MS);
          }
          setDialog(null);
        }}
      />
      <ZoneDaysDialog
        open={dialog === 'days'}
        days={z.deliveryDays}
        busy={setDays.isPending}
        error={daysError}
        onClose={() => {
          setDaysError(null);
          setDialog(null);
        }}
        onSave={(days) => {
          setDaysError(null);
          setDays.mutate(
            { id: z.id, days },
            {
              onSuccess: () => {
                notifySuccess('Successfully updated delivery days', ZONE_NOTICE_MS);
                setDialog(null);
              },
              onError: (error) => {
                const body =
                  error instanceof ApiError ? (error.body as { invalidActivation?: string }) : null;
                setDaysError(
                  body?.invalidActivation ?? firstMessage(error) ?? 'We were unable to update this zone',
                );
              },
            },
          );
        }}
      />
      {suburbs.data && (
        <>
          <ZoneSuburbsDialog
            open={dialog === 'suburbs'}
            zoneId={z.id}
            links={suburbs.data}
            onClose={() => setDialog(null)}
          />
          <AddRegionDialog
            open={dialog === 'region'}
            zoneId={z.id}
            links={suburbs.data}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </Stack>
  );
}
