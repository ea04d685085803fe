import { useMutation } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import type { DownloadedFile } from './api-transfer.ts';
import { saveFile } from './download.ts';
import { reportError } from './error-reporter.ts';
import { notifyError } from './notify.ts';

/** How long the failure notice shows (the spec's download dialogs: 3 seconds). */
const FAILED_NOTICE_MS = 3000;

export type DownloadMessages = {
  /** The notice shown for 3 s when the download fails. */
  failed: string;
  /** The dialog's own line for a failure the server did not pin on a field (else `failed`). */
  inline?: string;
  /** What the error reporter files a failure under. */
  action: string;
};

/** The problems to show in the dialog for a failed download: the server's field messages, or one line. */
function problemsOf(error: unknown, messages: DownloadMessages): string[] {
  const fields =
    error instanceof ApiError && error.status === 400 ? error.fieldErrors.map((e) => e.message) : [];
  return fields.length ? fields : [messages.inline ?? messages.failed];
}

/**
 * A file download on the data layer (a mutation): `start(input, then)` asks for the file, hands it to the
 * browser and calls `then` (a dialog closes). A failure notifies `failed` for 3 s, is reported unless the
 * server pinned it on a field, and leaves its `problems` for the dialog to show until the next start.
 */
export function useDownload<Input>(
  fetchFile: (input: Input) => Promise<DownloadedFile>,
  messages: DownloadMessages,
) {
  const mutation = useMutation({
    mutationFn: fetchFile,
    onSuccess: (file) => saveFile(file.blob, file.filename),
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 400))
        reportError(error, { action: messages.action });
      notifyError(messages.failed, FAILED_NOTICE_MS);
    },
  });
  return {
    start: (input: Input, then?: () => void) => mutation.mutate(input, { onSuccess: () => then?.() }),
    busy: mutation.isPending,
    problems: mutation.isError ? problemsOf(mutation.error, messages) : [],
  };
}
