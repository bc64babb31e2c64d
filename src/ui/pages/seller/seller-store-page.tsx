// The store's profile in the seller console (/{lang}/seller/store): its name and city as the
// marketplace registered them, its logo (replaced by an upload), its descriptions in both languages side by side (each
// written in its own direction), and the VAT number its invoices print, checked here by the same
// rules as on the server (src/domain/store.ts), so a wrong number is refused before it is sent.
import '../../forms/form-styles';
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRules } from '../../../application/forms/form-state';
import type { StoreProfile } from '../../../application/ports/seller-store-gateway';
import { STORE_DESCRIPTION_MAX_LENGTH, STORE_DESCRIPTION_MIN_LENGTH, VAT_NUMBER_PATTERN } from '../../../domain/store';
import { digits, max, min, regex, required, toLatinDigits, type Rule } from '../../../domain/validation';
import { AccountPageHeader } from '../../components/account-page-header';
import { useRemote } from '../../components/catalogue/use-remote';
import { StoreLogo } from '../../components/seller/store-logo';
import { LoadFailed, Loading } from '../../components/remote-view';
import { ClientForm } from '../../forms/client-form';
import { FormErrors } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import classes from './seller-console-sections.module.css';

type ProfileValues = { descriptionEn: string; descriptionAr: string; vatNumber: string };

const description = () => [required(), min(STORE_DESCRIPTION_MIN_LENGTH), max(STORE_DESCRIPTION_MAX_LENGTH)];

/** The pattern read in Latin digits, as the number is sent: ٣١٠…٣ passes as 310…3 does. */
const vatPattern = (): Rule<string> => {
  const pattern = regex(VAT_NUMBER_PATTERN);
  return { ...pattern, validate: (value, field) => pattern.validate(toLatinDigits(value).trim(), field) };
};

const PROFILE_RULES: FormRules<ProfileValues> = {
  descriptionEn: description,
  descriptionAr: description,
  vatNumber: () => [required(), digits(15), vatPattern()],
};

const valuesOf = (profile: StoreProfile): ProfileValues => ({
  descriptionEn: profile.description.en,
  descriptionAr: profile.description.ar,
  vatNumber: profile.vatNumber,
});

export function SellerStorePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const gateway = usePorts().sellerStore;
  const title = t('seller-store.store.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('seller-store.store.intro') });
  const profile = useRemote(`seller-store:${token}`, () => gateway.profile());

  return (
    <>
      <AccountPageHeader title={title} intro={t('seller-store.store.intro')} />
      {profile.data === undefined ? (
        profile.status === 'failed' ? <LoadFailed error={profile.failure} onRetry={profile.retry} /> : <Loading />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </>
  );
}

function ProfileForm({ profile }: { readonly profile: StoreProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sellerStore, toasts } = usePorts();
  const form = useForm<ProfileValues>({ initialValues: valuesOf(profile), rules: PROFILE_RULES });
  const name = profile.name[language];
  const [logo, setLogo] = useState(profile.logo);

  const save = async (values: ProfileValues): Promise<ProfileValues> => {
    const saved = await sellerStore.updateProfile({
      descriptionEn: values.descriptionEn.trim(),
      descriptionAr: values.descriptionAr.trim(),
      // An Arabic keyboard types ٣١٠…; the number is stored, and printed on invoices, in Latin digits.
      vatNumber: toLatinDigits(values.vatNumber).trim(),
    });
    toasts.show({ type: 'success', title: t('seller-store.store.saved'), message: name });
    return valuesOf(saved);
  };

  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="store-identity">
        <Title order={2} size="h3" id="store-identity" mb="md">
          {name}
        </Title>
        <div className={classes.identity}>
          <StoreLogo logo={logo} onChanged={setLogo} />
          <dl style={{ margin: 0 }}>
            <Text component="dt" size="sm" c="dimmed">
              {t('seller-store.store.city')}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {profile.city}
            </Text>
          </dl>
        </div>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="store-profile">
        <Title order={2} size="h3" id="store-profile" mb="md">
          {t('seller-store.store.descriptions')}
        </Title>
        <ClientForm noValidate aria-labelledby="store-profile" onSubmit={form.onSubmit(save)}>
          <Stack gap="md">
            <FormErrors messages={form.formErrors} />
            <div className={classes.descriptions}>
              <Textarea label={t('seller-fields.storeDescriptionEn')} lang="en" dir="ltr" autosize minRows={5} maxRows={14} required {...form.textProps('descriptionEn')} />
              <Textarea label={t('seller-fields.storeDescriptionAr')} lang="ar" dir="rtl" autosize minRows={5} maxRows={14} required {...form.textProps('descriptionAr')} />
            </div>
            <TextInput
              label={t('seller-fields.vatNumber')}
              description={t('seller-store.store.vatHint')}
              inputMode="numeric"
              dir="ltr"
              maw={320}
              required
              {...form.textProps('vatNumber')}
            />
            <div>
              <Button type="submit" loading={form.submitting} disabled={!form.dirty}>
                {t('seller-store.store.save')}
              </Button>
            </div>
          </Stack>
        </ClientForm>
      </Paper>
    </Stack>
  );
}
