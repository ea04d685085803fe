import { enqueueSnackbar, type VariantType } from 'notistack';

/** Notices: 4 s unless said otherwise, always closable (the close button is set on the provider). */
export function notify(message: string, variant: VariantType = 'default', ms = 4000): void {
  enqueueSnackbar(message, { variant, autoHideDuration: ms });
}
export const notifySuccess = (message: string, ms = 4000) => notify(message, 'success', ms);
export const notifyError = (message: string, ms = 4000) => notify(message, 'error', ms);
export const notifyWarning = (message: string, ms = 4000) => notify(message, 'warning', ms);
export const notifyInfo = (message: string, ms = 4000) => notify(message, 'info', ms);
