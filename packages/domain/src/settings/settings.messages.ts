/** The largest image file the API takes (its multipart limit); the portal says so before uploading. */
export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** '8 MB': the limit as the screens write it. */
export const IMAGE_UPLOAD_MAX_LABEL = `${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

/** Wording of spec 002 (sections 5 and 8, Settings), shared by the API and the settings forms. */
export const SETTINGS_MESSAGES = {
  storeNameRequired: 'Store name is required',
  descriptionRequired: 'Description is required',
  accountNameRequired: 'Account name is required',
  bsbRequired: 'BSB is required',
  bsbInvalid: 'Must be a valid BSB',
  accountNumberRequired: 'Account number is required',
  accountNumberInvalid: 'Account number must be 6 to 10 digits',
  streetRequired: 'Street is required',
  suburbRequired: 'Suburb is required',
  postcodeInvalid: 'Must be a valid Australian postcode',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email address',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Must be a valid phone number',
  passwordTooShort: 'Must be at least 8 characters',
  passwordTooLong: 'Must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  signOutEverywhereDone: 'Signed out of every other session',
  passwordConfirmMismatch: 'Password confirmation does not match new password',
  currentPasswordRequired: 'Current password is required',
  invalidPassword: 'Invalid password',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  timeInvalid: 'Please select a valid time',
  activationDateInvalid: 'Must be a valid date',
  contactTypeRequired: 'Contact type is required',
  ownerExists: 'There is already an owner contact. Please edit the existing owner',
  imageRequired: 'Please choose an image to upload',
  imageUrlInvalid: 'Image must be uploaded through the portal',
  nothingToUpdate: 'Nothing to update',
  adminOnly: 'This is an admin only option',
  uploadFailed: 'Sorry we were unable to upload your image. Please try again.',
  /** Not the spec's: a file over the API's limit is refused before it is sent, with the limit. */
  imageTooLarge: `Images must be ${IMAGE_UPLOAD_MAX_LABEL} or smaller. Please choose a smaller file.`,
  imageHint: `JPG or PNG, up to ${IMAGE_UPLOAD_MAX_LABEL}`,
  deleteContactFailed: 'Unable to delete contact',
  adminSettingsFailed: 'Unable to update admin settings',
  genericFailure: 'Something went wrong. Our engineers have been notified!',
  loadFailed: "We were unable to load your settings. Don't worry, our engineers have been notified!",
} as const;

/** 'Unable to update <thing>' toast after a 400 (spec 002 section 8). */
export const unableToUpdate = (thing: string) => `Unable to update ${thing}`;
/** Success toast, e.g. 'Successfully updated store information'. */
export const successfullyUpdated = (thing: string) => `Successfully updated ${thing}`;
