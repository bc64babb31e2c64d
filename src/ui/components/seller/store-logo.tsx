// The store's logo in the seller console: the logo as shoppers see it, and replacing it with an
// upload (chosen or dropped, checked here with the server's rules before it is sent; the server
// crops it square). `onChanged` is told the new logo's URL.
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Loader, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_FIELD, PHOTO_MIN_PIXELS } from '../../../domain/upload-rules';
import { usePorts } from '../../ports';
import { ResponsiveImage } from '../catalogue/responsive-image';
import screenReader from '../screen-reader-only.module.css';
import { PictureInput } from './picture-input';
import { uploadFailureMessage } from './product-photos';
import classes from './store-logo.module.css';

export function StoreLogo({ logo, onChanged }: { readonly logo: string; readonly onChanged: (url: string) => void }) {
  const { t } = useTranslation();
  const gateway = usePorts().sellerMedia;
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const upload = async (file: File) => {
    setUploading(true);
    setProblem(null);
    try {
      onChanged(await gateway.uploadLogo(file));
      setAnnouncement(t('media.logo.changed'));
    } catch (error) {
      setProblem(uploadFailureMessage(t, error, LOGO_FIELD));
    } finally {
      setUploading(false);
    }
  };

  return (
    <section aria-labelledby="store-logo-title">
      <Title order={3} size="h5" id="store-logo-title" mb="sm">
        {t('media.logo.title')}
      </Title>
      <div className={classes.row}>
        <ResponsiveImage src={logo} sizes="96px" alt={t('media.logo.alt')} width={96} height={96} className={classes.logo} />
        <div className={classes.choose}>
          {uploading ? (
            <div role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">{t('media.logo.uploading')}</Text>
            </div>
          ) : (
            <PictureInput
              field={LOGO_FIELD}
              label={t('media.logo.change')}
              hint={t('media.logo.rules', { min: PHOTO_MIN_PIXELS })}
              disabled={uploading}
              onFile={(file) => void upload(file)}
              onRefused={setProblem}
            />
          )}
        </div>
      </div>
      {problem !== null && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {problem}
        </Alert>
      )}
      <p className={screenReader.screenReaderOnly} role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
