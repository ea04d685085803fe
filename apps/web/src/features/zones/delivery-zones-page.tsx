import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, Drawer, Paper, Stack, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { centsToDollars, timeZoneForState, type DeliveryZone, type ZoneForm } from '@portal/domain';
import { useIsWide } from '../../lib/breakpoints.ts';
import { useMe } from '../../api/auth.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useCreateZone, useZones } from '../../api/zones.ts';
import { BySuburbView } from './components/by-suburb-view.tsx';
import { ZoneDetail } from './components/zone-detail.tsx';
import { emptyZoneForm, ZoneFormDialog } from './components/zone-form-dialog.tsx';
import { ZonesPanel } from './components/zones-panel.tsx';

const PANEL_WIDTH = 340;

type CreateState = { mode: 'create' | 'duplicate'; initial: ZoneForm; fromId?: number } | null;

/** The page's opening when there is no zone yet. */
function NoZones({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 600 }}
      >
        Delivery Zones
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Delivery zones tell venues where and when you deliver. Create your first zone to get started.
      </Typography>
      <Stack sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={onCreate}>
          Create New Zone
        </Button>
      </Stack>
    </Paper>
  );
}

/** The zone panel: permanent beside the page from 992 px, a drawer below. */
function PanelDrawer({
  wide,
  open,
  onClose,
  children,
}: {
  wide: boolean;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  if (!wide) {
    return (
      <Drawer open={open} onClose={onClose}>
        <Box sx={{ width: { xs: '85vw', sm: PANEL_WIDTH }, maxWidth: PANEL_WIDTH }}>{children}</Box>
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{ width: PANEL_WIDTH, flexShrink: 0 }}
      slotProps={{
        paper: {
          sx: {
            width: PANEL_WIDTH,
            position: 'relative',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          },
        },
      }}
    >
      {children}
    </Drawer>
  );
}

/**
 * Create New Zone or Duplicate: a 400 puts its messages by the fields (ZoneFormDialog); any other failure
 * says 'We were unable to create this zone' or '… duplicate this zone' (spec 002 section 8).
 */
function CreateZoneDialog({
  create,
  onClose,
  onCreated,
}: {
  create: NonNullable<CreateState>;
  onClose: () => void;
  onCreated: (zone: DeliveryZone) => void;
}) {
  const createZone = useCreateZone();
  return (
    <ZoneFormDialog
      open
      mode={create.mode}
      initial={create.initial}
      busy={createZone.isPending}
      onClose={onClose}
      onSubmit={async (v) => {
        let zone: DeliveryZone;
        try {
          zone = await createZone.mutateAsync({
            ...v,
            ...(create.fromId ? { duplicateFromId: create.fromId } : {}),
          });
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 400)) {
            notifyError(
              `We were unable to ${create.mode === 'duplicate' ? 'duplicate' : 'create'} this zone`,
            );
          }
          throw error;
        }
        notifySuccess(`Successfully created ${zone.name}`, 4000);
        onCreated(zone);
      }}
    />
  );
}

/** /delivery-zones: the zone panel (permanent from 992 px, a drawer below) and the zone or By Suburb view. */
export function DeliveryZonesPage() {
  const wide = useIsWide();
  const [params, setParams] = useSearchParams();
  const zones = useZones();
  const me = useMe();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [create, setCreate] = useState<CreateState>(null);

  const bySuburb = params.get('view') === 'suburb';
  const requested = Number(params.get('zone'));
  const list = zones.data ?? [];
  // The first zone is selected by default. Not written into the address: a replace from an effect raced a
  // click on another zone made before it ran, and put the first zone back.
  const selectedId = list.some((z) => z.id === requested) ? requested : (list[0]?.id ?? null);

  const select = useCallback(
    (id: number | null) => {
      setParams(id !== null ? { zone: String(id) } : {});
      setDrawerOpen(false);
    },
    [setParams],
  );

  const openCreate = () => {
    setCreate({ mode: 'create', initial: emptyZoneForm(timeZoneForState(me.data?.state)) });
    setDrawerOpen(false);
  };
  const openDuplicate = (z: DeliveryZone) =>
    setCreate({
      mode: 'duplicate',
      fromId: z.id,
      initial: {
        name: `${z.name} (Copy)`,
        minimumOrder: String(centsToDollars(z.minimumOrderTotal)),
        cutoff: z.cutoff,
        timeZone: z.timeZone,
      },
    });

  const panel = (
    <ZonesPanel
      zones={zones.data}
      loading={zones.isLoading}
      error={zones.error}
      onRetry={() => void zones.refetch()}
      selectedId={selectedId}
      bySuburb={bySuburb}
      onSelect={(id) => select(id)}
      onCreate={openCreate}
      onToggleBySuburb={() => {
        setParams(bySuburb ? (selectedId ? { zone: String(selectedId) } : {}) : { view: 'suburb' });
        setDrawerOpen(false);
      }}
    />
  );

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <PanelDrawer wide={wide} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        {panel}
      </PanelDrawer>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {!wide && (
          <Button
            variant="outlined"
            startIcon={<MenuIcon />}
            onClick={() => setDrawerOpen(true)}
            sx={{ mb: 2 }}
          >
            All Zones
          </Button>
        )}
        {bySuburb ? (
          <BySuburbView onViewZone={(id) => select(id)} />
        ) : selectedId !== null ? (
          <ZoneDetail
            key={selectedId}
            zoneId={selectedId}
            onDuplicate={openDuplicate}
            onDeleted={() => select(null)}
          />
        ) : zones.isLoading || zones.isError ? null : (
          <NoZones onCreate={openCreate} />
        )}
      </Box>
      {create && (
        <CreateZoneDialog
          create={create}
          onClose={() => setCreate(null)}
          onCreated={(zone) => {
            setCreate(null);
            select(zone.id);
          }}
        />
      )}
    </Box>
  );
}
