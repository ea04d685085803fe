import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { UseFormSetError } from 'react-hook-form';
import {
  centsToDollarText,
  ERROR_CODES,
  SPECIAL_MESSAGES,
  specialExCents,
  toCreateSpecialBody,
  type SpecialFormValues,
  type SpecialProductOption,
} from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-reporter.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateSpecial } from '../../../api/specials.ts';

type Field = keyof SpecialFormValues;

/** The form field a server error belongs to; the price goes on whichever price input is shown. */
export function fieldOf(param: string, percentMode: boolean): Field | null {
  if (param === 'priceInCents') return percentMode ? 'percentage' : 'specialPrice';
  if (param === 'productId' || param === 'startDate' || param === 'endDate' || param === 'isBanner')
    return param;
  return null;
}

/**
 * POST specials from valid form values: spec 001 section 8's answers. The success toast names the
 * price the person entered, ex GST (the percentage's price ex GST), not the incl-GST price sent.
 */
export function usePublishSpecial(isStaff: boolean, setError: UseFormSetError<SpecialFormValues>) {
  const navigate = useNavigate();
  const create = useCreateSpecial();
  const [whoops, setWhoops] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);

  const publish = async (form: SpecialFormValues, product: SpecialProductOption) => {
    setWhoops(null);
    setFailed(false);
    const body = toCreateSpecialBody(form, product, isStaff);
    const percentMode = form.discountType === 'PERCENTAGE OFF';
    try {
      await create.mutateAsync(body);
      notifySuccess(
        SPECIAL_MESSAGES.created(
          product.name,
          centsToDollarText(specialExCents(form, product)),
          product.unitOfPrice.unit,
        ),
      );
      void navigate(paths.specials);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length) {
        const other: string[] = [];
        for (const e of error.fieldErrors) {
          const field = fieldOf(e.param, percentMode);
          if (e.code === ERROR_CODES.invalidParameter && field) setError(field, { message: e.message });
          else other.push(e.message);
        }
        if (other.length) setWhoops(other);
        notifyError(SPECIAL_MESSAGES.createFailedToast);
        return;
      }
      reportError(error, { action: 'create special' });
      setFailed(true);
    }
  };

  return { publish, busy: create.isPending, whoops, failed };
}
