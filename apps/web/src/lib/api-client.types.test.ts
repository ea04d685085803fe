import { describe, expectTypeOf, it } from 'vitest';
import {
  accountsContract,
  authContract,
  customersContract,
  documentsContract,
  fulfilmentContract,
  lossLeadersContract,
  marketplaceContract,
  notificationsContract,
  ordersContract,
  platformContract,
  productsBulkContract,
  productsContract,
  reportsContract,
  reviewsContract,
  settingsContract,
  specialsContract,
  zonesContract,
  type PathParamNames,
} from '@portal/domain';
import { callOperation, type OperationInput } from './api-client.ts';
import { downloadOperation, uploadOperation } from './api-transfer.ts';

/**
 * The contract's path parameters at compile time: checked by the typecheck, which reads every
 * `@ts-expect-error` below as "this call must not compile". The calls are never made.
 */
describe('the path parameters of a call, typed from the path template', () => {
  it('reads the names from the template', () => {
    expectTypeOf<PathParamNames<'/orders/{id}/lines/{lineId}'>>().toEqualTypeOf<'id' | 'lineId'>();
    expectTypeOf<PathParamNames<'/orders'>>().toBeNever();
  });

  it('requires each of them, by name, and refuses them where the path has none', () => {
    expectTypeOf<OperationInput<typeof ordersContract.getOrder>['params']>().toEqualTypeOf<{
      id: string | number;
    }>();
    const calls = () => {
      void callOperation(ordersContract.getOrder, { params: { id: 1 } });
      // @ts-expect-error the input, and so its params, is required
      void callOperation(ordersContract.getOrder);
      // @ts-expect-error params is required
      void callOperation(ordersContract.getOrder, {});
      // @ts-expect-error a misspelt parameter
      void callOperation(ordersContract.getOrder, { params: { orderId: 1 } });
      void callOperation(authContract.getMe);
      // @ts-expect-error no params for a path without any
      void callOperation(authContract.getMe, { params: { id: 1 } });
      // @ts-expect-error a download needs them too
      void downloadOperation(documentsContract.getInvoice, {}, 'invoice.pdf');
      void uploadOperation(productsContract.uploadProductImage, { body: new FormData() });
      // @ts-expect-error nor for an upload to such a path
      void uploadOperation(productsContract.uploadProductImage, { params: { id: 1 }, body: new FormData() });
    };
    expectTypeOf(calls).returns.toBeVoid();
  });

  it('every operation of the contract keeps its path as a literal (else no parameter would be required)', () => {
    const _contracts = [
      accountsContract,
      authContract,
      customersContract,
      documentsContract,
      fulfilmentContract,
      lossLeadersContract,
      marketplaceContract,
      notificationsContract,
      ordersContract,
      platformContract,
      productsBulkContract,
      productsContract,
      reportsContract,
      reviewsContract,
      settingsContract,
      specialsContract,
      zonesContract,
    ] as const;
    type Contracts = typeof _contracts;
    type Path = { [I in keyof Contracts]: Contracts[I][keyof Contracts[I]] }[number]['path'];
    // A path typed `string` would make `string` one of the union's members.
    expectTypeOf<string extends Path ? true : false>().toEqualTypeOf<false>();
  });
});
