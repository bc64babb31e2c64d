// Contact us (spec §2 /contact-us): name, email, an optional Saudi mobile, subject and message,
// checked with the domain's rules and sent to customer care. A signed-in shopper's name and
// email are filled in. Success is said on the page and in a toast.
import '../../forms/form-styles';
import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormRules } from '../../../application/forms/form-state';
import { email, max, min, required, saudiMobile } from '../../../domain/validation';
import { FormErrors } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useSession } from '../../use-session';
import { ContentPage } from './content-page';
import { ClientForm } from '../../forms/client-form';

/** The API's bounds (src/contract/content.ts). */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, subjectMax: 150, messageMin: 10, messageMax: 5000 } as const;

type ContactValues = { name: string; email: string; phone: string; subject: string; message: string };

const RULES: FormRules<ContactValues> = {
  name: () => [required(), min(CONTACT_LIMITS.nameMin), max(CONTACT_LIMITS.nameMax)],
  email: () => [required(), email(), max(CONTACT_LIMITS.emailMax)],
  phone: () => [saudiMobile()],
  subject: () => [required(), max(CONTACT_LIMITS.subjectMax)],
  message: () => [required(), min(CONTACT_LIMITS.messageMin), max(CONTACT_LIMITS.messageMax)],
};

export function ContactUsPage() {
  const { t } = useTranslation();
  const { content, toasts } = usePorts();
  const { user } = useSession();
  const title = t('content.contact.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('content.contact.intro') });
  const blank: ContactValues = { name: user?.fullName ?? '', email: user?.email ?? '', phone: '', subject: '', message: '' };
  const form = useForm<ContactValues>({ initialValues: blank, rules: RULES });
  const [sent, setSent] = useState(false);

  return (
    <ContentPage title={title} intro={t('content.contact.intro')} maxWidth="44rem">
      {sent ? (
        <Alert color="green" variant="light" role="status" title={t('content.contact.sentTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text>{t('content.contact.sentMessage')}</Text>
            <Button
              variant="light"
              onClick={() => {
                form.reset(blank);
                setSent(false);
              }}
            >
              {t('content.contact.another')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ClientForm
          noValidate
          aria-label={title}
          onSubmit={form.onSubmit(async ({ phone, ...values }) => {
            await content.sendContactMessage({ ...values, ...(phone.trim() === '' ? {} : { phone }) });
            toasts.show({ type: 'success', title: t('content.contact.sentTitle'), message: t('content.contact.sentMessage') });
            setSent(true);
          })}
        >
          <Stack gap="md">
            <FormErrors messages={form.formErrors} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t('content.contact.labels.name')} autoComplete="name" required {...form.textProps('name')} />
              <TextInput
                label={t('content.contact.labels.email')}
                type="email"
                autoComplete="email"
                dir="ltr"
                required
                {...form.textProps('email')}
              />
            </SimpleGrid>
            <TextInput
              label={t('content.contact.labels.phone')}
              description={t('content.contact.phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              {...form.textProps('phone')}
            />
            <TextInput label={t('content.contact.labels.subject')} required {...form.textProps('subject')} />
            <Textarea
              label={t('content.contact.labels.message')}
              required
              autosize
              minRows={5}
              maxRows={14}
              {...form.textProps('message')}
            />
            <div>
              <Button type="submit" size="md" loading={form.submitting}>
                {t('content.contact.submit')}
              </Button>
            </div>
          </Stack>
        </ClientForm>
      )}
    </ContentPage>
  );
}
