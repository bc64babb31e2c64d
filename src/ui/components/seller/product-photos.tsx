// A product's photos in the seller console: the photos in their order (the first is the
// product's main picture), adding one (chosen or dropped, checked here with the server's rules
// before it is sent), deleting one after a confirmation, and moving one earlier or later with
// buttons that keep the keyboard's focus on the photo moved. "3 of 8" says how many more fit.
// Every change answers the photos as the server now has them, which the list then shows.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Group, Loader, Modal, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestFailure } from '../../../application/ports/request-failure';
import type { ProductPhoto } from '../../../application/ports/seller-media-gateway';
import { MAX_PRODUCT_PHOTOS, PHOTO_FIELD, PHOTO_MAX_KILOBYTES, PHOTO_MIN_PIXELS } from '../../../domain/upload-rules';
import { failureMessage } from '../../forms/failure-message';
import { usePorts } from '../../ports';
import { ResponsiveImage } from '../catalogue/responsive-image';
import { LoadFailed, Loading } from '../remote-view';
import screenReader from '../screen-reader-only.module.css';
import { PictureInput } from './picture-input';
import classes from './product-photos.module.css';

/** What is under way: nothing, an upload, or a change to one photo (its id). */
type Work = { readonly kind: 'idle' } | { readonly kind: 'uploading' } | { readonly kind: 'changing'; readonly photoId: string };

/** A refused upload's own message (the field's), else the failure's. */
export function uploadFailureMessage(t: TFunction, error: unknown, field: string): string {
  return (isRequestFailure(error) ? error.fields[field]?.[0] : undefined) ?? failureMessage(t, error);
}

export function ProductPhotos({ productSlug }: { readonly productSlug: string }) {
  const { t } = useTranslation();
  const gateway = usePorts().sellerMedia;
  const [photos, setPhotos] = useState<readonly ProductPhoto[] | null>(null);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<ProductPhoto | null>(null);
  // After a move, the button pressed follows its photo (or its twin, when the photo reached an end).
  const [focusAfterMove, setFocusAfterMove] = useState<{ readonly photoId: string; readonly direction: 'earlier' | 'later' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const load = useCallback(() => {
    setLoadFailure(null);
    gateway.photos(productSlug).then(setPhotos, setLoadFailure);
  }, [gateway, productSlug]);
  useEffect(load, [load]);

  useEffect(() => {
    if (focusAfterMove === null || photos === null) return;
    const { photoId, direction } = focusAfterMove;
    const pressed = buttons.current.get(`${photoId}:${direction}`);
    const other = buttons.current.get(`${photoId}:${direction === 'earlier' ? 'later' : 'earlier'}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, photos]);

  const change = async (next: Work, request: () => Promise<readonly ProductPhoto[]>, done: string): Promise<boolean> => {
    setWork(next);
    setProblem(null);
    try {
      setPhotos(await request());
      setAnnouncement(done);
      return true;
    } catch (error) {
      setProblem(uploadFailureMessage(t, error, PHOTO_FIELD));
      return false;
    } finally {
      setWork({ kind: 'idle' });
    }
  };

  if (photos === null) return loadFailure === null ? <Loading /> : <LoadFailed error={loadFailure} onRetry={load} />;

  const full = photos.length >= MAX_PRODUCT_PHOTOS;
  const busy = work.kind !== 'idle';
  const move = (index: number, direction: 'earlier' | 'later') => {
    const target = direction === 'earlier' ? index - 1 : index + 1;
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(target, 0, moved);
    void change({ kind: 'changing', photoId: moved }, () => gateway.reorderPhotos(productSlug, ids), '').then((done) => {
      if (done) setFocusAfterMove({ photoId: moved, direction });
    });
  };

  return (
    <section aria-labelledby={`${productSlug}-photos`}>
      <div className={classes.header}>
        <Title order={2} size="h4" id={`${productSlug}-photos`}>
          {t('media.photos.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('media.photos.counter', { done: photos.length, max: MAX_PRODUCT_PHOTOS })}
        </Text>
      </div>

      {photos.length === 0 ? (
        <Text size="sm" mb="md">
          {t('media.photos.empty')}
        </Text>
      ) : (
        <ol className={classes.list} aria-busy={busy}>
          {photos.map((photo, index) => {
            const position = index + 1;
            return (
              <li key={photo.id} className={classes.photo}>
                <ResponsiveImage
                  src={photo.url}
                  sizes="150px"
                  alt={t('media.photos.alt', { position })}
                  width={150}
                  height={150}
                  loading="lazy"
                  className={classes.thumbnail}
                />
                {index === 0 && <span className={classes.main}>{t('media.photos.main')}</span>}
                <div className={classes.controls}>
                  <Button
                    ref={(button) => void (button ? buttons.current.set(`${photo.id}:earlier`, button) : buttons.current.delete(`${photo.id}:earlier`))}
                    size="compact-xs"
                    variant="default"
                    disabled={busy || index === 0}
                    aria-label={t('media.photos.moveEarlierLabel', { position })}
                    onClick={() => move(index, 'earlier')}
                  >
                    {t('media.photos.moveEarlier')}
                  </Button>
                  <Button
                    ref={(button) => void (button ? buttons.current.set(`${photo.id}:later`, button) : buttons.current.delete(`${photo.id}:later`))}
                    size="compact-xs"
                    variant="default"
                    disabled={busy || index === photos.length - 1}
                    aria-label={t('media.photos.moveLaterLabel', { position })}
                    onClick={() => move(index, 'later')}
                  >
                    {t('media.photos.moveLater')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    disabled={busy}
                    aria-label={t('media.photos.deleteLabel', { position })}
                    onClick={() => setDeleting(photo)}
                  >
                    {t('media.photos.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {work.kind === 'uploading' ? (
        <div className={classes.busy} role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('media.photos.uploading')}</Text>
        </div>
      ) : full ? (
        <Text size="sm">{t('media.photos.full', { max: MAX_PRODUCT_PHOTOS })}</Text>
      ) : (
        <PictureInput
          field={PHOTO_FIELD}
          label={t('media.photos.add')}
          hint={
            <>
              {t('media.photos.drop')}
              <br />
              {t('media.photos.rules', { min: PHOTO_MIN_PIXELS, size: PHOTO_MAX_KILOBYTES })}
            </>
          }
          disabled={busy}
          onFile={(file) => void change({ kind: 'uploading' }, () => gateway.uploadPhoto(productSlug, file), t('media.photos.uploaded'))}
          onRefused={setProblem}
        />
      )}

      {problem !== null && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {problem}
        </Alert>
      )}
      <p className={screenReader.screenReaderOnly} role="status" aria-live="polite">
        {announcement}
      </p>

      <Modal
        opened={deleting !== null}
        onClose={() => (busy ? undefined : setDeleting(null))}
        title={t('media.photos.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('media.photos.keep') }}
        returnFocus={false}
        centered
      >
        <Text size="sm">{t('media.photos.confirmText')}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)} disabled={busy}>
            {t('media.photos.keep')}
          </Button>
          <Button
            color="red"
            loading={busy}
            data-autofocus
            onClick={() => {
              if (deleting === null) return;
              void change({ kind: 'changing', photoId: deleting.id }, () => gateway.deletePhoto(productSlug, deleting.id), t('media.photos.deleted')).then(() => setDeleting(null));
            }}
          >
            {t('media.photos.confirmDelete')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
