import { useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  SETTINGS_MESSAGES,
  STORE_IMAGE_ACCEPT,
  STORE_IMAGE_SIZES,
  successfullyUpdated,
} from '@portal/domain';
import { FileButton } from '../../../components/file-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { SupplierDetails } from '../../../api/auth.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { uploadStoreImage, useUpdateMe, type StoreImageKind } from '../../../api/settings.ts';
import { reportSaveError } from '../save-errors.ts';
import { useUploadProgress } from '../use-upload-progress.ts';
import { FormActions, SettingsCard } from './settings-card.tsx';

type Draft = { header: string | null; logo: string | null };
const LABEL: Record<StoreImageKind, string> = { header: 'Header image', logo: 'Logo' };

function Preview({ kind, url }: { kind: StoreImageKind; url: string | null }) {
  const size = STORE_IMAGE_SIZES[kind];
  return url ? (
    <Box
      component="img"
      src={url}
      alt={LABEL[kind]}
      sx={{
        display: 'block',
        width: kind === 'header' ? '100%' : 160,
        maxWidth: kind === 'header' ? 560 : 160,
        aspectRatio: `${size.width} / ${size.height}`,
        objectFit: 'cover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    />
  ) : (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: kind === 'header' ? '100%' : 160,
        maxWidth: kind === 'header' ? 560 : 160,
        aspectRatio: `${size.width} / ${size.height}`,
        bgcolor: 'action.hover',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">No {LABEL[kind].toLowerCase()}</Typography>
    </Box>
  );
}

/**
 * Header and logo. An upload stores the resized file and shows it; removing one only clears it
 * here. Neither reaches the supplier until Save (spec 002 section 2).
 */
const KINDS = ['header', 'logo'] as const;

export function StoreImagesCard({ me, highlighted }: { me: SupplierDetails; highlighted?: boolean }) {
  const session = useSession();
  const update = useUpdateMe();
  const [editing, setEditing] = useState(false);
  const saved: Draft = { header: me.backgroundImageUrl, logo: me.image };
  const [draft, setDraft] = useState<Draft>(saved);
  const { progress, set: setProgress, finish, busy: uploading } = useUploadProgress(KINDS);
  const thing = 'store images';

  const upload = async (kind: StoreImageKind, file: File) => {
    // Over the API's limit it would only be refused after the whole file was sent: say the limit now.
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      notifyError(SETTINGS_MESSAGES.imageTooLarge);
      return;
    }
    try {
      const { imageUrl } = await uploadStoreImage({
        supplierId: me.id,
        kind,
        file,
        token: session.token,
        onProgress: (p) => setProgress(kind, p),
      });
      finish(kind, true);
      setDraft((d) => ({ ...d, [kind]: imageUrl }));
    } catch (error) {
      finish(kind, false);
      if (error instanceof ApiError && error.status === 413) {
        notifyError(SETTINGS_MESSAGES.imageTooLarge);
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors[0]) {
        notifyError(error.fieldErrors[0].message);
      }
      notifyError(SETTINGS_MESSAGES.uploadFailed);
    }
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (draft.header === saved.header && draft.logo === saved.logo) {
      notifyWarning(SETTINGS_MESSAGES.nothingToUpdate);
      return;
    }
    try {
      await update.mutateAsync({
        ...(draft.header !== saved.header && { backgroundImageUrl: draft.header }),
        ...(draft.logo !== saved.logo && { image: draft.logo }),
      });
      notifySuccess(successfullyUpdated(thing));
      setEditing(false);
    } catch (error) {
      reportSaveError(error, thing, () => undefined);
    }
  };

  const slot = (kind: StoreImageKind, url: string | null, editable: boolean) => (
    <Box key={kind} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {LABEL[kind]} ({STORE_IMAGE_SIZES[kind].width}x{STORE_IMAGE_SIZES[kind].height})
      </Typography>
      <Preview kind={kind} url={url} />
      {editable && (
        <>
          {progress[kind] !== null && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 560 }}>
              <LinearProgress
                variant="determinate"
                value={progress[kind] ?? 0}
                sx={{ flex: 1 }}
                aria-label={`${LABEL[kind]} upload progress`}
              />
              <Typography variant="caption" role="status">
                {progress[kind]}%
              </Typography>
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <FileButton
              variant="outlined"
              size="small"
              startIcon={<UploadIcon />}
              disabled={uploading}
              accept={STORE_IMAGE_ACCEPT}
              inputLabel={`Upload ${LABEL[kind].toLowerCase()}`}
              aria-describedby={`${kind}-image-hint`}
              onFile={(file) => void upload(kind, file)}
            >
              Upload {LABEL[kind].toLowerCase()}
            </FileButton>
            <Typography variant="caption" color="text.secondary" id={`${kind}-image-hint`}>
              {SETTINGS_MESSAGES.imageHint}
            </Typography>
            {url && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={uploading}
                onClick={() => setDraft((d) => ({ ...d, [kind]: null }))}
              >
                Delete {LABEL[kind].toLowerCase()}
              </Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );

  return (
    <SettingsCard
      sectionKey="STORE_IMAGES"
      title="Store Images"
      status={me.backgroundImageUrl && me.image ? 'complete' : 'none'}
      adminOnly
      highlighted={highlighted}
      editing={editing}
      onEdit={() => {
        setDraft(saved);
        setEditing(true);
      }}
    >
      {editing ? (
        <Box component="form" noValidate onSubmit={save} aria-label="Store Images form">
          <Box sx={{ display: 'grid', gap: 3 }}>
            {slot('header', draft.header, true)}
            {slot('logo', draft.logo, true)}
          </Box>
          <FormActions
            onCancel={() => setEditing(false)}
            submitLabel="Save"
            busy={update.isPending || uploading}
          />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {slot('header', saved.header, false)}
          {slot('logo', saved.logo, false)}
        </Box>
      )}
    </SettingsCard>
  );
}
