import {
  decimalToCents,
  formatCents,
  PRODUCT_FIELD_MAP,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as M,
  specialStatusOf,
  storedPrice,
  type GalleryImage,
  type Product,
  type ProductCreatePayload,
  type ProductForm,
} from '@portal/domain';
import { ApiError } from '../../lib/api-client.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { useCreateProduct, useOptimisticProductPatch, useUpdateProduct } from '../../api/products.ts';

/** Warnings after a price change (spec 000 section 4), where the page does not show them already. */
export function warnAfterPriceChange(product: Product) {
  if (product.customPricing.length) notifyWarning(M.customPricingWarning, 6000);
  if (specialStatusOf(product) === 'active') notifyWarning(M.specialWarning, 6000);
}

/** A 400's field errors on the form's fields (spec 000 section 5: gstExempt→hasGST, priceInCents→price, enabled→status). */
export function formFieldErrors(error: unknown): Array<[keyof ProductForm, string]> | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fieldErrors.length) return null;
  return error.fieldErrors.map((e) => [PRODUCT_FIELD_MAP[e.param.split('.')[0] ?? ''] ?? 'name', e.message]);
}

export type FormSaveResult =
  | { ok: true; product: Product }
  | { ok: false; fieldErrors: Array<[keyof ProductForm, string]> }
  | { ok: false; failure: unknown };

/**
 * Every product write of the screens, with the spec's notices: the form's create and update, and the
 * list's inline status, stock, price and image changes (optimistic, put back on failure).
 */
export function useProductSave() {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const patch = useOptimisticProductPatch();

  /** Create (product null) or update from the form. The page itself shows the special and custom-price warnings. */
  async function saveForm(product: Product | null, payload: ProductCreatePayload): Promise<FormSaveResult> {
    try {
      if (!product) {
        const created = await create.mutateAsync(payload);
        notifySuccess(M.created, PRODUCT_LIMITS.createdNoticeMs);
        return { ok: true, product: created };
      }
      const { sku, ...rest } = payload;
      const updated = await update.mutateAsync({ id: product.id, payload: sku ? { ...rest, sku } : rest });
      notifySuccess(M.updated);
      return { ok: true, product: updated };
    } catch (error) {
      const fieldErrors = formFieldErrors(error);
      if (!fieldErrors) return { ok: false, failure: error };
      notifyError(product ? M.updateFailedToast : M.createFailedToast);
      return { ok: false, fieldErrors };
    }
  }

  const setStatus = (p: Product, enabled: boolean) =>
    patch.mutate(
      { id: p.id, payload: { enabled }, optimistic: { enabled } },
      { onError: () => notifyError(M.statusFailed(p.name)) },
    );

  const setStock = (p: Product, outOfStock: boolean) =>
    patch.mutate(
      { id: p.id, payload: { outOfStock }, optimistic: { outOfStock } },
      { onError: () => notifyError(M.stockFailed(p.name)) },
    );

  const setPrice = (p: Product, dollarsExGst: string) => {
    const ex = decimalToCents(dollarsExGst);
    const priceInCents = storedPrice(ex, p.gstExempt);
    patch.mutate(
      { id: p.id, payload: { priceInCents, gstExempt: p.gstExempt }, optimistic: { priceInCents } },
      {
        onSuccess: (updated) => {
          notifySuccess(M.priceUpdated(p.name, formatCents(ex), p.unitOfPrice.unit));
          warnAfterPriceChange(updated);
        },
        onError: () => notifyError(M.priceFailed),
      },
    );
  };

  const setImage = (p: Product, image: GalleryImage, onDone?: () => void) =>
    patch.mutate(
      {
        id: p.id,
        payload: { imageId: image.id },
        optimistic: { image: { id: image.id, url: image.url, fileName: image.fileName, fromGallery: true } },
      },
      {
        onSuccess: () => {
          notifySuccess(M.imageUpdated);
          onDone?.();
        },
        onError: () => notifyError(M.imageFailed),
      },
    );

  return {
    saving: create.isPending || update.isPending,
    inlineBusy: patch.isPending,
    saveForm,
    setStatus,
    setStock,
    setPrice,
    setImage,
  };
}
