import { downloadOrderEinvoice } from '../../../api/documents.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';

const FAILED = 'Unable to download the e-invoice. Please try again later';

/**
 * Downloads the order's e-invoice. A 400 says what the rules need filled in (an ABN): that message is the
 * notice, as the PDFs' 400s are (components/documents/use-document-downloads.tsx).
 */
export async function downloadEinvoice(orderId: number): Promise<void> {
  try {
    const file = await downloadOrderEinvoice(orderId);
    saveFile(file.blob, file.filename);
  } catch (error) {
    const message = error instanceof ApiError && error.status === 400 ? error.fieldErrors[0]?.message : null;
    if (message) notifyError(message, 6000);
    else notifyError(FAILED, 3000);
  }
}
