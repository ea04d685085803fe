import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Typography } from '@mui/material';
import {
  centsToDollarText,
  exGstPrice,
  CUSTOM_PRICE_EXISTS_CODE,
  CUSTOM_PRICE_MESSAGES as M,
  customPriceFormSchema,
  decimalToCents,
  formatCents,
  storedPrice,
  type CustomPriceForm,
  type CustomPriceListItem,
} from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useProductOptions, type ProductOption } from '../../../api/products.ts';
import { useTradeVenues, venueLabel } from '../../../api/venues.ts';
import { useSession } from '../../../lib/session.ts';
import { useSaveCustomPrice } from '../../../api/custom-prices.ts';
import { useCustomerOptions } from '../../../api/customers.ts';
import { CustomPricePickers, PriceField } from './custom-price-fields.tsx';

type Form = CustomPriceForm;

type Props = { open: boolean; editing: CustomPriceListItem | null; onClose: () => void };

/** Add Custom Price (venue and product pickers) or Edit Custom Price; the price is typed ex GST. */
export function CustomPriceDialog({ open, editing, onClose }: Props) {
  const { isStaff } = useSession();
  const save = useSaveCustomPrice();
  const products = useProductOptions();
  // Staff may price any trade venue; suppliers price the venues that buy from them.
  const tradeVenues = useTradeVenues();
  const customers = useCustomerOptions(!isStaff);
  const venues = isStaff ? tradeVenues : customers;
  const [exists, setExists] = useState<string | null>(null);
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [venue, setVenue] = useState<{ id: number; venue: string } | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(customPriceFormSchema),
    values: editing
      ? {
          venueId: editing.venue.id,
          productId: editing.product.id,
          price: centsToDollarText(editing.priceInCentsExGST),
        }
      : { venueId: 0, productId: 0, price: '' },
  });
  const chosen = editing ? editing.product : product;

  const close = () => {
    setExists(null);
    setProduct(null);
    setVenue(null);
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!chosen) return;
    const venueName = editing?.venue.venue ?? venue?.venue ?? '';
    try {
      await save.mutateAsync({
        mode: editing ? 'update' : 'create',
        body: {
          venueId: values.venueId,
          productId: values.productId,
          priceInCents: storedPrice(decimalToCents(values.price), chosen.gstExempt),
        },
      });
      notifySuccess(editing ? M.updated(venueName) : M.created(venueName));
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === CUSTOM_PRICE_EXISTS_CODE) {
        setExists(
          `You already have a custom price for ${chosen.name} for ${venueName}. Please edit your existing custom price`,
        );
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        for (const e of error.fieldErrors) {
          const field = e.param === 'priceInCents' ? 'price' : (e.param as keyof Form);
          if (field in values) form.setError(field, { message: e.message });
        }
      }
      notifyError(editing ? 'Unable to update custom price' : 'Unable to create custom price');
    }
  });

  // Once the price turns out to exist there is nothing to save: the dialog only returns to the list.
  const main = exists ? {} : { submitLabel: 'Save', busyLabel: 'Saving', onSubmit: () => void submit() };
  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Custom Price' : 'Add Custom Price'}
      {...main}
      busy={save.isPending}
      cancelLabel={exists ? 'Return to custom prices' : undefined}
      onClose={close}
      maxWidth="sm"
    >
      {exists ? (
        <Alert severity="warning">{exists}</Alert>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!isStaff && !editing && (
            <Alert severity="info">
              To add a custom price for a venue that has not purchased from you before, please contact
              support.
            </Alert>
          )}
          {editing ? (
            <Typography>
              <strong>{editing.product.name}</strong> for <strong>{venueLabel(editing.venue)}</strong>
            </Typography>
          ) : (
            <CustomPricePickers
              form={form}
              venues={venues}
              products={products}
              venue={venue}
              product={product}
              onVenue={setVenue}
              onProduct={setProduct}
            />
          )}
          <PriceField form={form} chosen={chosen} />
          {chosen && (
            <Typography variant="body2" color="text.secondary">
              Current price: {formatCents(exGstPrice(chosen.priceInCents, chosen.gstExempt))} ex GST
            </Typography>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
