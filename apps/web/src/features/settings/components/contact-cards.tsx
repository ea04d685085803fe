import { useState } from 'react';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { SETTINGS_MESSAGES, type Contact } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteContact } from '../../../api/settings.ts';
import { ContactForm } from './contact-form.tsx';
import { SettingsCard, SummaryRow } from './settings-card.tsx';

const fullName = (c: Contact) => [c.firstName, c.lastName].filter(Boolean).join(' ');

function ContactSummary({ contact }: { contact: Contact }) {
  return (
    <>
      <SummaryRow label="Name" value={fullName(contact)} />
      <SummaryRow label="Email" value={contact.email} />
      <SummaryRow label="Phone" value={contact.phone} />
      {(contact.contactHours || contact.contactDays) && (
        <>
          <SummaryRow label="Contact hours" value={contact.contactHours} />
          <SummaryRow label="Contact days" value={contact.contactDays} />
        </>
      )}
    </>
  );
}

type CardProps = {
  sectionKey: string;
  title: string;
  contactTypeId: number;
  highlighted?: boolean;
  adminOnly?: boolean;
};

/** The owner: one contact, edited in place (created on first save). */
export function OwnerCard({ owner, ...props }: CardProps & { owner: Contact | null }) {
  const [editing, setEditing] = useState(false);
  return (
    <SettingsCard
      sectionKey={props.sectionKey}
      title={props.title}
      status={owner?.firstName && owner.lastName && owner.phone ? 'complete' : 'none'}
      highlighted={props.highlighted}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <ContactForm
          contactTypeId={props.contactTypeId}
          contact={owner}
          thing={props.title.toLowerCase()}
          title={props.title}
          onDone={() => setEditing(false)}
        />
      ) : owner ? (
        <ContactSummary contact={owner} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No owner details yet.
        </Typography>
      )}
    </SettingsCard>
  );
}

/** A role with a list of contacts: add, edit and (staff only) delete. */
export function ContactListCard({
  contacts,
  canEdit,
  canDelete,
  ...props
}: CardProps & { contacts: Contact[]; canEdit: boolean; canDelete: boolean }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact();
  const thing = props.title.toLowerCase();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(`Deleted ${deleting.email}`);
    } catch {
      notifyError(SETTINGS_MESSAGES.deleteContactFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <SettingsCard
      sectionKey={props.sectionKey}
      title={props.title}
      status={contacts.length ? 'complete' : 'none'}
      adminOnly={props.adminOnly}
      highlighted={props.highlighted}
      editing={editing === 'new'}
      onEdit={canEdit ? () => setEditing('new') : undefined}
      editLabel="Add"
    >
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {contacts.length === 0 && editing !== 'new' && (
          <Typography variant="body2" color="text.secondary">
            No {thing} yet.
          </Typography>
        )}
        {contacts.map((c) =>
          editing === c.id ? (
            <ContactForm
              key={c.id}
              contactTypeId={props.contactTypeId}
              contact={c}
              thing={thing}
              title={props.title}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Box key={c.id} data-testid="contact-row">
              <ContactSummary contact={c} />
              {(canEdit || canDelete) && (
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  {canEdit && (
                    <Button size="small" onClick={() => setEditing(c.id)} aria-label={`Edit ${c.email}`}>
                      Edit
                    </Button>
                  )}
                  {canDelete && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(c)}
                      aria-label={`Delete ${c.email}`}
                    >
                      Delete
                    </Button>
                  )}
                </Box>
              )}
            </Box>
          ),
        )}
        {editing === 'new' && (
          <Box>
            <Typography variant="subtitle2">New contact</Typography>
            <ContactForm
              contactTypeId={props.contactTypeId}
              contact={null}
              thing={thing}
              title={props.title}
              onDone={() => setEditing(null)}
            />
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={!!deleting}
        title={`Delete ${deleting?.email ?? 'contact'}?`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        This contact will no longer receive {thing} e-mails.
      </ConfirmDialog>
    </SettingsCard>
  );
}
