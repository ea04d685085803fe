import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack } from '@mui/material';
import { CUSTOMER_MESSAGES, MAX_LOSS_PRODUCTS } from '@portal/domain';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt } from '../../app/page-manifest.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useProductOptions } from '../../api/products.ts';
import { useTradeVenues, venueLabel } from '../../api/venues.ts';
import {
  useAddLossProduct,
  useAddLossVenue,
  useLossProducts,
  useLossVenues,
  useRemoveLossProduct,
  useRemoveLossVenue,
  useThreshold,
} from '../../api/loss-leaders.ts';
import { LossListCard } from './components/loss-list-card.tsx';
import { PickDialog } from './components/pick-dialog.tsx';
import { ThresholdCard } from './components/threshold-card.tsx';

export function LossLeadersPage() {
  const threshold = useThreshold();
  const products = useLossProducts();
  const venues = useLossVenues();
  const removeProduct = useRemoveLossProduct();
  const removeVenue = useRemoveLossVenue();
  const addProduct = useAddLossProduct();
  const addVenue = useAddLossVenue();
  const [adding, setAdding] = useState<'product' | 'venue' | null>(null);
  const catalogue = useProductOptions();
  const tradeVenues = useTradeVenues();

  const noThreshold =
    threshold.data?.lossProductsMinimumSpend == null ? 'Set an order threshold first' : null;
  const productCount = products.data?.data.length ?? 0;
  const taken = new Set(products.data?.data.map((p) => p.productId));
  const takenVenues = new Set(venues.data?.data.map((v) => v.venueId));

  return (
    <>
      <PageHeader {...pageHeaderAt(paths.lossLeaders)} />
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        <ThresholdCard />
        <LossListCard
          title="Loss leader products"
          items={products.data?.data.map((p) => ({
            id: p.id,
            label: p.name,
            primary: (
              <Link component={RouterLink} to={paths.product(p.productId)}>
                {p.sku ? `${p.sku} · ` : ''}
                {p.name}
              </Link>
            ),
          }))}
          loading={products.isPending}
          loadError={products.error}
          loadErrorMessage="Unable to load loss leader products"
          onRetry={() => void products.refetch()}
          addLabel="Add Product"
          addDisabledReason={
            noThreshold ??
            (productCount >= MAX_LOSS_PRODUCTS
              ? `You can have at most ${MAX_LOSS_PRODUCTS} loss leader products`
              : null)
          }
          onAdd={() => setAdding('product')}
          emptyText="No loss leader products yet."
          remove={(id) => removeProduct.mutateAsync(id)}
          removeTitle={(label) => `Remove ${label} from your loss leaders?`}
          removedMessage="Successfully removed loss leader product"
          removeFailedMessage="Unable to remove loss product."
        />
        <LossListCard
          title="Apply to below venues"
          items={venues.data?.data.map((v) => ({
            id: v.id,
            label: v.venue,
            primary: venueLabel({ id: v.venueId, venue: v.venue }),
          }))}
          loading={venues.isPending}
          loadError={venues.error}
          loadErrorMessage="Unable to load loss leader venues"
          onRetry={() => void venues.refetch()}
          addLabel="Add Venue"
          addDisabledReason={noThreshold}
          onAdd={() => setAdding('venue')}
          emptyText="No venues yet: add the venues your loss leaders apply to."
          remove={(id) => removeVenue.mutateAsync(id)}
          removeTitle={(label) => `Remove ${label} from your loss leader venues?`}
          removedMessage="Successfully removed loss leader venue"
          removeFailedMessage="Unable to remove loss leader venue."
        />
      </Stack>
      <PickDialog
        open={adding === 'product'}
        title="Add loss leader product"
        label="Product"
        requiredMessage={CUSTOMER_MESSAGES.productRequired}
        options={(catalogue.data ?? []).filter((p) => !taken.has(p.id))}
        loading={catalogue.isPending}
        loadError={
          catalogue.isError
            ? 'We were unable to load your products, our engineers have been notified.'
            : undefined
        }
        getLabel={(p) => `${p.sku ? `${p.sku} · ` : ''}${p.name}`}
        getId={(p) => p.id}
        onSubmit={async (id) => {
          await addProduct.mutateAsync(id);
          notifySuccess('Successfully added loss leader product');
        }}
        failureMessage="Unable to create loss leader product"
        onClose={() => setAdding(null)}
      />
      <PickDialog
        open={adding === 'venue'}
        title="Add loss leader venue"
        label="Venue"
        requiredMessage={CUSTOMER_MESSAGES.venueRequired}
        options={(tradeVenues.data ?? []).filter((v) => !takenVenues.has(v.id))}
        loading={tradeVenues.isPending}
        loadError={
          tradeVenues.isError
            ? 'We were unable to load your venues, our engineers have been notified.'
            : undefined
        }
        getLabel={venueLabel}
        getId={(v) => v.id}
        onSubmit={async (id) => {
          await addVenue.mutateAsync(id);
          notifySuccess('Successfully added loss leader venue');
        }}
        failureMessage="Unable to create loss leader venues"
        onClose={() => setAdding(null)}
      />
    </>
  );
}
