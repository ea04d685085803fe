import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download.ts';

export type OrderSummaryRequest = { from: string; to: string; statuses: string[]; filename: string };

/** GET /suppliers/csv/order-summary — the product CSV, saved as a file. */
export const useDownloadOrderSummary = () =>
  useMutation({
    mutationFn: async (req: OrderSummaryRequest) => {
      const file = await api.download('suppliers/csv/order-summary', req.filename, {
        query: {
          format: 'csv',
          from: req.from,
          to: req.to,
          status: req.statuses.join(','),
          filename: req.filename,
        },
      });
      saveFile(file.blob, file.filename);
    },
  });
