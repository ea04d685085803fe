import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  centsToDollarText,
  decimalProblem,
  decimalToCents,
  exGstPrice,
  MAX_MONEY_CENTS,
  PRODUCT_LIMITS,
  PRODUCT_PRICE_MESSAGES,
  PRODUCT_PRICE_RULE,
  productFormSchema,
  productFormToPayload,
  storedPrice,
  unitsCompatible,
  type Product,
  type ProductForm,
} from '@portal/domain';
import { paths } from '../../lib/paths.ts';
import { useProductSave } from './use-product-save.ts';

const EMPTY: ProductForm = {
  name: '',
  sku: '',
  price: '',
  unitOfPriceId: '',
  hasGST: false,
  categories: [],
  unitOfPortionId: '',
  portions: [],
  enabled: true,
  outOfStock: false,
  isBestBuy: false,
  imageId: null,
};

function toForm(p: Product): ProductForm {
  return {
    name: p.name,
    sku: p.sku ?? '',
    price: centsToDollarText(exGstPrice(p.priceInCents, p.gstExempt)),
    unitOfPriceId: String(p.unitOfPrice.id),
    hasGST: !p.gstExempt,
    categories: p.categories,
    unitOfPortionId: String(p.unitOfPortion.id),
    portions: p.portions.map(String),
    enabled: p.enabled,
    outOfStock: p.outOfStock,
    isBestBuy: p.isBestBuy,
    imageId: p.image?.id ?? null,
  };
}

/**
 * The typed price (cents ex GST) the Product Summary may show, or null while the price breaks a rule: a
 * summary of '$90,909,090.00' under the price's own 'must be $1,000,000.00 or less' would contradict it.
 */
export function previewCents(price: string, hasGST: boolean): number | null {
  if (decimalProblem(price, PRODUCT_PRICE_RULE, PRODUCT_PRICE_MESSAGES)) return null;
  const cents = decimalToCents(price);
  return storedPrice(cents, !hasGST) > MAX_MONEY_CENTS ? null : cents;
}

/**
 * The product form's state: the fields under the domain's schema, the portion unit cleared when the price
 * unit no longer fits it, and the submit (a create waits for its notice, then opens the new product).
 */
export function useProductForm(product: Product | null, staff: boolean, fromQuery: string) {
  const navigate = useNavigate();
  const save = useProductSave();
  const [failure, setFailure] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const schema = useMemo(() => productFormSchema(product ? 'update' : 'create'), [product]);
  const { control, register, handleSubmit, watch, setValue, setError, formState } = useForm<ProductForm>({
    resolver: zodResolver(schema),
    defaultValues: product ? toForm(product) : EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitted } = formState;
  const form = watch();

  // A price unit change that no longer fits the portion unit clears the portion unit.
  useEffect(() => {
    if (
      form.unitOfPriceId &&
      form.unitOfPortionId &&
      !unitsCompatible(Number(form.unitOfPriceId), Number(form.unitOfPortionId))
    ) {
      setValue('unitOfPortionId', '');
    }
  }, [form.unitOfPriceId, form.unitOfPortionId, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const payload = productFormToPayload(values);
    if (!staff) delete payload.isBestBuy;
    const result = await save.saveForm(product, payload);
    if (result.ok && !product) {
      setLeaving(true);
      // The list's query goes along, so the breadcrumb still leads back to the same list.
      window.setTimeout(
        () => void navigate(paths.product(result.product.id), { replace: true, state: { fromQuery } }),
        PRODUCT_LIMITS.createdNoticeMs,
      );
    } else if (!result.ok && 'fieldErrors' in result) {
      for (const [field, message] of result.fieldErrors) setError(field, { type: 'server', message });
    } else if (!result.ok) {
      setFailure(result.failure);
    }
  });

  return {
    control,
    register,
    setValue,
    errors,
    isSubmitted,
    form,
    onSubmit,
    failure,
    saving: save.saving || leaving,
    hasErrors: isSubmitted && Object.keys(errors).length > 0,
    priceCents: errors.price ? null : previewCents(form.price, form.hasGST),
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
