import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DIRECT_PDF_LIMIT, ORDER_MESSAGES } from '@portal/domain';
import { downloadOrderDocuments, emailOrderDocuments, hasBatch } from '../../api/documents.ts';
import { trackEvent } from '../../api/events.ts';
import { useMe } from '../../api/auth.ts';
import { ApiError } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/download.ts';
import { notifyError, notifyInfo, notifyWarning } from '../../lib/notify.ts';
import { DOCUMENTS, type DocumentJob, type DocumentKind } from './document-types.ts';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';

// Its form checks the address with zod: loaded when a batch is to be e-mailed, not with every list that
// offers documents (the orders list evaluated the schemas on a phone's first paint).
const EmailDownloadDialog = retryableLazy(
  async () => (await import('./email-download-dialog.tsx')).EmailDownloadDialog,
);
// Its MUI Dialog and Modal load with the first download, not with the orders list's first paint.
const CookingDialog = retryableLazy(async () => (await import('./cooking-dialog.tsx')).CookingDialog);

/** Records a download for the supplier's activity (POST suppliers/events); fire and forget. */
function trackDownload(kind: DocumentKind, orderIds: number[], via: 'direct' | 'email') {
  trackEvent({
    objectType: 'order-document',
    action: via === 'email' ? 'email-download' : 'download',
    location: window.location.pathname,
    data: {
      kind,
      // An event's data is at most 4 KB (EVENT_LIMITS): the first 200 ids, and the count of all.
      orderIds: orderIds.slice(0, 200),
      count: orderIds.length,
      screen: { width: window.innerWidth, height: window.innerHeight },
    },
  });
}

function failureMessage(kind: DocumentKind, orderIds: number[], single: boolean): string {
  const doc = DOCUMENTS[kind];
  if (single) return `Unable to download the ${doc.singular}. Please try again later`;
  if (orderIds.length <= 5)
    return `Unable to download ${doc.plural} for orders ${orderIds.join(', ')}. Please try again later`;
  return `Unable to download ${doc.plural}. Please try again later`;
}

/**
 * Order documents as PDF: up to 20 orders download at once behind a cancellable
 * 'Cooking up your PDF' dialog; more than 20 go by e-mail after 'Confirm Email Download'.
 * While a download runs, leaving the page asks first.
 */
export function useDocumentDownloads(): {
  download: (kind: DocumentKind, orderIds: number[]) => void;
  busy: boolean;
  dialogs: ReactNode;
} {
  const me = useMe();
  const [cooking, setCooking] = useState<DocumentJob | null>(null);
  // Mounted from the first download on, so the dialog keeps its closing fade.
  const [cookedOnce, setCookedOnce] = useState(false);
  const [emailing, setEmailing] = useState<DocumentJob | null>(null);
  const [sending, setSending] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const running = useRef(0);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (running.current > 0) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // The e-mail field starts from the supplier's address; without it the supplier types one in.
  const detailsMissing = !!emailing && me.isError;
  useEffect(() => {
    if (detailsMissing) notifyError(ORDER_MESSAGES.supplierDetailsFailed, 3000);
  }, [detailsMissing]);

  const runDirect = useCallback(async ({ kind, orderIds }: DocumentJob) => {
    const doc = DOCUMENTS[kind];
    const single = orderIds.length === 1;
    const controller = new AbortController();
    abort.current = controller;
    running.current += 1;
    setCooking({ kind, orderIds });
    setCookedOnce(true);
    try {
      const file = await downloadOrderDocuments(kind, orderIds, `${doc.plural.replace(/ /g, '-')}.pdf`, {
        signal: controller.signal,
        timeoutMs: 20 * 60_000,
      });
      saveFile(file.blob, file.filename);
      trackDownload(kind, orderIds, 'direct');
    } catch (error) {
      if (controller.signal.aborted) notifyWarning('Download Cancelled', 3000);
      else if (error instanceof ApiError && error.status === 400 && error.fieldErrors[0])
        notifyError(error.fieldErrors[0].message, 6000);
      else notifyError(failureMessage(kind, orderIds, single), 3000);
    } finally {
      running.current -= 1;
      abort.current = null;
      setCooking(null);
    }
  }, []);

  const download = useCallback(
    (kind: DocumentKind, orderIds: number[]) => {
      if (!orderIds.length) return;
      if (orderIds.length > DIRECT_PDF_LIMIT && hasBatch(kind)) setEmailing({ kind, orderIds });
      else void runDirect({ kind, orderIds });
    },
    [runDirect],
  );

  const sendEmail = async (email: string) => {
    if (!emailing) return;
    const { kind, orderIds } = emailing;
    if (!hasBatch(kind)) return;
    setSending(true);
    try {
      const answer = await emailOrderDocuments(kind, { orderIds, email });
      notifyInfo(answer.message, 8000);
      trackDownload(kind, orderIds, 'email');
      setEmailing(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors[0])
        notifyError(error.fieldErrors[0].message, 6000);
      else notifyError(failureMessage(kind, orderIds, false), 3000);
    } finally {
      setSending(false);
    }
  };

  const dialogs = (
    <>
      {cookedOnce && (
        <Suspense fallback={null}>
          <CookingDialog job={cooking} onCancel={() => abort.current?.abort()} />
        </Suspense>
      )}
      {emailing && (
        <Suspense fallback={null}>
          <EmailDownloadDialog
            open
            count={emailing.orderIds.length}
            plural={DOCUMENTS[emailing.kind].plural}
            defaultEmail={me.data?.email ?? ''}
            busy={sending}
            onSend={(email) => void sendEmail(email)}
            onClose={() => setEmailing(null)}
          />
        </Suspense>
      )}
    </>
  );

  return { download, busy: !!cooking, dialogs };
}
