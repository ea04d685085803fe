import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { tokenResponseSchema, supplierDetailsSchema } from '../auth/auth.contract.ts';
import { dataOf, defineOperation } from '../contract.ts';
import { idParam } from '../primitives/index.ts';
import { contactBodySchema, contactPatchSchema, contactSchema, contactTypeSchema } from './contacts.ts';
import { changePasswordBodySchema } from './password.ts';
import { supplierUpdateSchema } from './supplier-update.ts';
import type { OperationRoute } from '../operation-routes.ts';
import * as routes from './settings.operations.ts';

const tag = 'Settings';
const idParams = z.object({ id: idParam() });
export const storeImageAnswerSchema = z.object({ imageUrl: z.string() });

const upload = <const R extends OperationRoute>(route: R, what: string, field: string) =>
  defineOperation({
    ...route,
    summary: `Upload the store's ${what}`,
    description:
      `\`multipart/form-data\` with the image (JPEG, PNG or WebP) in the field \`${field}\`; it is checked by its content, resized and re-encoded. ` +
      `The spec's \`POST /suppliers/{id}/${route.path.split('/').pop()}\` (with the signed-in supplier's own id; another answers 404) is answered too: it is left out of this document because \`/suppliers/{id}/…\` is ambiguous with every \`/suppliers/<resource>/{id}\` path.`,
    tag,
    response: storeImageAnswerSchema,
    errors: [400, 403, 413, 415, 429],
  });

/** The supplier's account, contacts and store images (spec 002 §6). */
export const settingsContract = {
  updateMe: defineOperation({
    ...routes.updateMe,
    summary: "Update the supplier's details",
    tag,
    body: supplierUpdateSchema,
    response: supplierDetailsSchema,
    errors: [400, 403, 404],
  }),
  changePassword: defineOperation({
    ...routes.changePassword,
    summary: 'Change the password: ends every other session and answers a new token',
    description: 'A wrong current password answers 401 with code `invalid_password` (the session stays).',
    tag,
    body: changePasswordBodySchema,
    response: tokenResponseSchema,
    errors: [400, 403, 404, 429],
    codes: { 401: [ERROR_CODES.invalidPassword] },
  }),
  signOutEverywhere: defineOperation({
    ...routes.signOutEverywhere,
    summary: 'End every other session of the account and answer a new token',
    tag,
    response: tokenResponseSchema,
    errors: [403],
  }),
  listContactTypes: defineOperation({
    ...routes.listContactTypes,
    summary: 'List the kinds of contact a supplier can have',
    tag,
    response: dataOf(contactTypeSchema),
    errors: [403],
  }),
  listContacts: defineOperation({
    ...routes.listContacts,
    summary: "List the supplier's contacts",
    tag,
    response: dataOf(contactSchema),
    errors: [403],
  }),
  createContact: defineOperation({
    ...routes.createContact,
    summary: 'Add a contact',
    description:
      'The rules depend on the contact type; the owner contact exists once (409, code `owner_contact_exists`) and some types are staff only (403).',
    tag,
    body: contactBodySchema,
    response: contactSchema,
    errors: [400, 403, 409],
    codes: { 409: [ERROR_CODES.ownerContactExists] },
  }),
  updateContact: defineOperation({
    ...routes.updateContact,
    summary: 'Update a contact',
    tag,
    params: idParams,
    body: contactPatchSchema,
    response: contactSchema,
    errors: [400, 403, 404, 409],
    codes: { 409: [ERROR_CODES.ownerContactExists] },
  }),
  deleteContact: defineOperation({
    ...routes.deleteContact,
    summary: 'Delete a contact (staff only)',
    tag,
    params: idParams,
    errors: [400, 403, 404],
  }),
  uploadBackgroundImage: upload(routes.uploadBackgroundImage, 'header image', 'backgroundImageUrl'),
  uploadLogoImage: upload(routes.uploadLogoImage, 'logo', 'image'),
};
