// The address book (/profile/addresses, reached from the profile and the account menu): the
// signed-in shopper's saved addresses, the default first and marked, each with its map location;
// add one, change one (the same form, filled in), delete one after a confirmation, make one the
// default. The API keeps the rules (at most MAX_ADDRESSES, one default) and its refusals are shown
// as it words them, in the interface language; a refused form keeps what was typed. Guests never
// get here (the profile guard sends them home).
import '../../forms/form-styles';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { useState } from 'react';
import { Alert, Badge, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewAddress, SavedAddress } from '../../../application/ports/address-book';
import { AccountPageHeader } from '../../components/account-page-header';
import { AddressForm } from '../../components/address/address-form';
import { coordinatesText } from '../../components/address/coordinates-text';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed, Loading } from '../../components/remote-view';
import { failureMessage } from '../../forms/failure-message';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { withoutAddress, withSaved } from './address-list';
import classes from './addresses-page.module.css';

/** What the screen shows besides the list: a form (a new address, or one being changed), or nothing. */
type Editing = { readonly kind: 'new' } | { readonly kind: 'change'; readonly id: string } | null;

const ADD_BUTTON_ID = 'add-address';
const editButtonId = (id: string) => `edit-address-${id}`;

/** After a form closes, the focus goes back to what opened it (or to the add button). */
const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

export function AddressesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useSession();
  const title = t('addresses.book.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  if (token === null) return null;

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <AccountPageHeader title={title} intro={t('addresses.book.intro')} back={{ to: `/${language}/profile`, label: t('addresses.book.back') }} />
      <AddressBook token={token} />
    </Container>
  );
}

function AddressBook({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const { addressBook, toasts } = usePorts();
  const remote = useRemote(`addresses:${token}`, () => addressBook.list());
  // The list as the last change left it; the API's answer until the first change.
  const [changed, setChanged] = useState<readonly SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  // The address asked about stays drawn while the dialog fades out.
  const [deleting, setDeleting] = useState<{ readonly address: SavedAddress; readonly opened: boolean } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const addresses = changed ?? remote.data;

  if (addresses === undefined) {
    return remote.status === 'failed' ? <LoadFailed error={remote.failure} onRetry={remote.retry} /> : <Loading />;
  }

  // From the list as it stands when the answer comes, not as it stood when the call went out.
  const apply = (change: (current: readonly SavedAddress[]) => readonly SavedAddress[]) => setChanged((current) => change(current ?? addresses));

  const saved = (address: SavedAddress, message: string) => {
    apply((current) => withSaved(current, address));
    toasts.show({ type: 'success', title: message, message: placeOf(t, address) });
  };

  const add = async (input: NewAddress) => {
    const address = await addressBook.add(input);
    saved(address, t('addresses.book.added'));
    setEditing(null);
    focusLater(editButtonId(address.id));
  };

  const change = (id: string) => async (input: NewAddress) => {
    const address = await addressBook.update(id, input);
    saved(address, t('addresses.book.updated'));
    setEditing(null);
    focusLater(editButtonId(id));
  };

  const makeDefault = async (address: SavedAddress) => {
    setRefusal(null);
    setPending(address.id);
    try {
      const answer = await addressBook.makeDefault(address.id);
      apply((current) => withSaved(current, answer));
      toasts.show({ type: 'success', title: t('addresses.book.madeDefault', { place: placeOf(t, answer) }), message: answer.addressText });
      focusLater(editButtonId(address.id));
    } catch (error) {
      setRefusal(failureMessage(t, error));
    } finally {
      setPending(null);
    }
  };

  const openForm = (next: Editing) => {
    setRefusal(null);
    setEditing(next);
  };

  const closeForm = (returnTo: string) => {
    setEditing(null);
    focusLater(returnTo);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        {/* With none, the empty state below says it. */}
        <Text aria-live="polite">{addresses.length === 0 ? null : t('addresses.book.summary', { count: addresses.length })}</Text>
        {editing?.kind === 'new' ? null : (
          <Button id={ADD_BUTTON_ID} onClick={() => openForm({ kind: 'new' })}>
            {t('addresses.book.add')}
          </Button>
        )}
      </Group>
      {refusal === null ? null : (
        <Alert color="red" variant="light" role="alert" title={t('addresses.book.failedTitle')}>
          {refusal}
        </Alert>
      )}
      {editing?.kind === 'new' ? (
        <AddressForm
          heading={t('addresses.form.heading')}
          headingLevel={2}
          firstAddress={addresses.length === 0}
          onSave={add}
          onCancel={() => closeForm(ADD_BUTTON_ID)}
        />
      ) : null}
      {addresses.length === 0 ? (
        editing === null ? <EmptyState title={t('addresses.book.emptyTitle')} description={t('addresses.book.emptyDescription')} /> : null
      ) : (
        <ul className={classes.list}>
          {addresses.map((address) => (
            <li key={address.id}>
              {editing?.kind === 'change' && editing.id === address.id ? (
                <AddressForm
                  heading={t('addresses.form.editHeading')}
                  headingLevel={2}
                  firstAddress={false}
                  address={address}
                  onSave={change(address.id)}
                  onCancel={() => closeForm(editButtonId(address.id))}
                />
              ) : (
                <AddressCard
                  address={address}
                  pending={pending === address.id}
                  busy={pending !== null}
                  onEdit={() => openForm({ kind: 'change', id: address.id })}
                  onMakeDefault={() => void makeDefault(address)}
                  onDelete={() => {
                    setRefusal(null);
                    setDeleting({ address, opened: true });
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <DeleteDialog
        address={deleting?.address ?? null}
        opened={deleting?.opened === true}
        onClose={() => setDeleting((current) => (current === null ? null : { ...current, opened: false }))}
        onDeleted={(address) => {
          setDeleting({ address, opened: false });
          apply((current) => withoutAddress(current, address.id));
          if (editing?.kind === 'change' && editing.id === address.id) setEditing(null);
          toasts.show({ type: 'success', title: t('addresses.book.deleted'), message: placeOf(t, address) });
          focusLater(ADD_BUTTON_ID);
        }}
      />
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

const placeOf = (t: Translate, address: SavedAddress) => t('addresses.book.place', { city: address.cityName, region: address.regionName });

function AddressCard({
  address,
  pending,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  readonly address: SavedAddress;
  /** Being made the default. */
  readonly pending: boolean;
  /** Another address is being made the default. */
  readonly busy: boolean;
  readonly onEdit: () => void;
  readonly onMakeDefault: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = `address-${address.id}`;
  const place = placeOf(t, address);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={headingId} className={classes.card} data-default={address.isDefault}>
      <Group gap="xs" align="center" mb={4}>
        <Title order={2} size="h4" id={headingId}>
          {place}
        </Title>
        {address.isDefault ? (
          <Badge variant="light" radius="sm">
            {t('addresses.book.default')}
          </Badge>
        ) : null}
      </Group>
      <Text dir="auto" className={classes.line}>
        {address.addressText}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {address.location === null ? t('addresses.book.notPinned') : t('addresses.book.pinned', { location: coordinatesText(t, format, address.location) })}
      </Text>
      <Group gap="xs" mt="md" role="group" aria-label={t('addresses.book.actions', { place })}>
        <Button id={editButtonId(address.id)} variant="default" size="sm" onClick={onEdit} disabled={busy}>
          {t('addresses.book.edit')}
        </Button>
        {address.isDefault ? null : (
          <Button variant="light" size="sm" onClick={onMakeDefault} loading={pending} disabled={busy && !pending}>
            {t('addresses.book.makeDefault')}
          </Button>
        )}
        <Button variant="outline" color="red" size="sm" className={classes.delete} onClick={onDelete} disabled={busy}>
          {t('addresses.book.delete')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The confirmation before deleting; a refusal is shown in the dialog, which stays open. */
function DeleteDialog({
  address,
  opened,
  onClose,
  onDeleted,
}: {
  readonly address: SavedAddress | null;
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onDeleted: (address: SavedAddress) => void;
}) {
  const { t } = useTranslation();
  const { addressBook } = usePorts();
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    if (deleting) return;
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    if (address === null) return;
    setRefusal(null);
    setDeleting(true);
    try {
      await addressBook.remove(address.id);
      onDeleted(address);
    } catch (error) {
      setRefusal(failureMessage(t, error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('addresses.book.deleteTitle')} closeButtonProps={{ 'aria-label': t('addresses.book.keep') }} centered>
      {address === null ? null : (
        <Stack gap="md">
          <Text>{t('addresses.book.deleteMessage', { place: placeOf(t, address), address: address.addressText })}</Text>
          {address.isDefault ? <Text size="sm">{t('addresses.book.deleteDefault')}</Text> : null}
          {refusal === null ? null : (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deleting} data-autofocus>
              {t('addresses.book.keep')}
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={deleting}>
              {t('addresses.book.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
