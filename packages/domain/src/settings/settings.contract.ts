import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { tokenResponseSchema, supplierDetailsSchema } from '../auth/auth.contract.ts';
import { dataOf, defineOperation } from '../contract.ts';
import { idParam } from '../primitives/index.ts';
import { contactBodySchema, contactPatchSchema, contactSchema, contactTypeSchema } from './contacts.ts';
import { changePasswordBodySchema } from './password.ts';
import { supplierUpdateSchema } from './supplier-update.ts';

const tag = 'Settings';
const idParams = z.object({ id: idParam() });
export const storeImageAnswerSchema = z.object({ imageUrl: z.string() });

const upload = <const P extends string>(operationId: string, path: P, what: string, field: string) =>
  defineOperation({
    method: 'POST',
    path,
    operationId,
    summary: `Upload the store's ${what}`,
    description:
      `\`multipart/form-data\` with the image (JPEG, PNG or WebP) in the field \`${field}\`; it is checked by its content, resized and re-encoded. ` +
      `The spec's \`POST /suppliers/{id}/${path.split('/').pop()}\` (with the signed-in supplier's own id; another answers 404) is answered too: it is left out of this document because \`/suppliers/{id}/…\` is ambiguous with every \`/suppliers/<resource>/{id}\` path.`,
    tag,
    access: 'settings',
    response: storeImageAnswerSchema,
    errors: [400, 403, 413, 415, 429],
  });

/** The supplier's account, contacts and store images (spec 002 §6). */
export const settingsContract = {
  updateMe: defineOperation({
    method: 'PATCH',
    path: '/suppliers/auth/me',
    operationId: 'updateMe',
    summary: "Update the supplier's details",
    tag,
    access: 'settings',
    body: supplierUpdateSchema,
    response: supplierDetailsSchema,
    errors: [400, 403, 404],
  }),
  changePassword: defineOperation({
    method: 'PATCH',
    path: '/suppliers/auth/change-password',
    operationId: 'changePassword',
    summary: 'Change the password: ends every other session and answers a new token',
    description: 'A wrong current password answers 401 with code `invalid_password` (the session stays).',
    tag,
    access: 'signedIn',
    body: changePasswordBodySchema,
    response: tokenResponseSchema,
    errors: [400, 403, 404, 429],
    codes: { 401: [ERROR_CODES.invalidPassword] },
  }),
  signOutEverywhere: defineOperation({
    method: 'POST',
    path: '/suppliers/auth/sign-out-everywhere',
    operationId: 'signOutEverywhere',
    summary: 'End every other session of the account and answer a new token',
    tag,
    access: 'signedIn',
    response: tokenResponseSchema,
    errors: [403],
  }),
  listContactTypes: defineOperation({
    method: 'GET',
    path: '/suppliers/contact-types',
    operationId: 'listContactTypes',
    summary: 'List the kinds of contact a supplier can have',
    tag,
    access: 'settings',
    response: dataOf(contactTypeSchema),
    errors: [403],
  }),
  listContacts: defineOperation({
    method: 'GET',
    path: '/suppliers/contacts',
    operationId: 'listContacts',
    summary: "List the supplier's contacts",
    tag,
    access: 'settings',
    response: dataOf(contactSchema),
    errors: [403],
  }),
  createContact: defineOperation({
    method: 'POST',
    path: '/suppliers/contacts',
    operationId: 'createContact',
    summary: 'Add a contact',
    description:
      'The rules depend on the contact type; the owner contact exists once (409, code `owner_contact_exists`) and some types are staff only (403).',
    tag,
    access: 'settings',
    body: contactBodySchema,
    status: 201,
    response: contactSchema,
    errors: [400, 403, 409],
    codes: { 409: [ERROR_CODES.ownerContactExists] },
  }),
  updateContact: defineOperation({
    method: 'PATCH',
    path: '/suppliers/contacts/{id}',
    operationId: 'updateContact',
    summary: 'Update a contact',
    tag,
    access: 'settings',
    params: idParams,
    body: contactPatchSchema,
    response: contactSchema,
    errors: [400, 403, 404, 409],
    codes: { 409: [ERROR_CODES.ownerContactExists] },
  }),
  deleteContact: defineOperation({
    method: 'DELETE',
    path: '/suppliers/contacts/{id}',
    operationId: 'deleteContact',
    summary: 'Delete a contact (staff only)',
    tag,
    access: 'staff',
    params: idParams,
    status: 204,
    errors: [400, 403, 404],
  }),
  uploadBackgroundImage: upload(
    'uploadBackgroundImage',
    '/suppliers/me/background-image',
    'header image',
    'backgroundImageUrl',
  ),
  uploadLogoImage: upload('uploadLogoImage', '/suppliers/me/logo-image', 'logo', 'image'),
};
