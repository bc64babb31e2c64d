// FAQs (spec §2 /faqs): every question of the API in display order, as an accordion whose
// questions are headings, and a way to ask one that is not there.
import '@mantine/core/styles/Accordion.css';
import { Accordion, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useRemote } from '../../components/catalogue/use-remote';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { LoadFailed, Loading } from '../../components/remote-view';
import { ContentPage } from './content-page';
import classes from './faqs-page.module.css';

export function FaqsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { content } = usePorts();
  const faqs = useRemote('faqs', () => content.faqs());
  const title = t('content.faqs.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('content.faqs.intro') });

  return (
    <ContentPage title={title} intro={t('content.faqs.intro')} maxWidth="48rem">
      {faqs.status === 'failed' ? (
        <LoadFailed error={faqs.failure} onRetry={faqs.retry} />
      ) : faqs.data === undefined ? (
        <Loading />
      ) : faqs.data.length === 0 ? (
        <EmptyState title={t('content.faqs.empty')} />
      ) : (
        <Accordion variant="separated" radius="md" order={2} classNames={{ control: classes.control }}>
          {faqs.data.map((faq) => (
            <Accordion.Item key={faq.id} value={String(faq.id)}>
              <Accordion.Control>{faq.question}</Accordion.Control>
              <Accordion.Panel>
                <Text className={classes.answer}>{faq.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Text>
        {t('content.faqs.stillAsking')}{' '}
        <Anchor component={Link} to={`/${language}/contact-us`} fw={500}>
          {t('content.faqs.contactUs')}
        </Anchor>
      </Text>
    </ContentPage>
  );
}
