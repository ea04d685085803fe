import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

type Item = { id: number; primary: ReactNode; label: string };

type Props = {
  title: string;
  items: Item[] | undefined;
  loading: boolean;
  loadError: unknown;
  loadErrorMessage: string;
  onRetry: () => void;
  addLabel: string;
  addDisabledReason: string | null;
  onAdd: () => void;
  emptyText: string;
  remove: (id: number) => Promise<unknown>;
  removeTitle: (label: string) => string;
  removedMessage: string;
  removeFailedMessage: string;
};

/** A card listing loss leader products or venues, with add and a confirmed remove. */
export function LossListCard(p: Props) {
  const [removing, setRemoving] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await p.remove(removing.id);
      notifySuccess(p.removedMessage);
      setRemoving(null);
    } catch {
      notifyError(p.removeFailedMessage);
    } finally {
      setBusy(false);
    }
  };
  const addButton = (
    <Button variant="contained" size="small" onClick={p.onAdd} disabled={!!p.addDisabledReason}>
      {p.addLabel}
    </Button>
  );
  return (
    <Card variant="outlined">
      <CardHeader
        title={p.title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          p.addDisabledReason ? (
            <Tooltip title={p.addDisabledReason} describeChild>
              <span>{addButton}</span>
            </Tooltip>
          ) : (
            addButton
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {p.loading ? (
          <Box>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Box>
        ) : p.loadError ? (
          <ErrorPanel
            error={p.loadError}
            title={p.loadErrorMessage}
            message="Please try again."
            onRetry={p.onRetry}
          />
        ) : !p.items?.length ? (
          <Typography color="text.secondary">{p.emptyText}</Typography>
        ) : (
          <List dense>
            {p.items.map((item) => (
              <ListItem
                key={item.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${item.label}`}
                    onClick={() => setRemoving(item)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={item.primary} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!removing}
        title={removing ? p.removeTitle(removing.label) : ''}
        confirmLabel="Remove"
        destructive
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
