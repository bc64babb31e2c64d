// The home page of the walking skeleton: a welcoming hero and what shopping here promises.
// Later issues put the API's feed (products, sellers, deals) below the hero.
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SaduPanel } from '../components/sadu-panel';
import { useDocumentTitle } from '../use-document-title';
import classes from './home-page.module.css';

const FEATURES = ['artisans', 'prices', 'payment'] as const;

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.documentTitle.home'));

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" className={classes.heroInner}>
          <Stack gap="md" className={classes.heroText}>
            <Text className={classes.eyebrow}>{t('common.home.eyebrow')}</Text>
            <Title order={1} id="home-title" className={classes.title}>
              {t('common.home.title')}
            </Title>
            <Text size="lg" className={classes.intro}>
              {t('common.home.intro')}
            </Text>
          </Stack>
          <div className={classes.art}>
            <SaduPanel />
          </div>
        </Container>
      </section>

      <Container size="lg" component="section" aria-labelledby="home-features" py={48}>
        <Title order={2} id="home-features" size="h3" mb="lg">
          {t('common.home.featuresHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {FEATURES.map((feature) => (
            <div key={feature} className={classes.feature}>
              <Title order={3} size="h4" mb={6}>
                {t(`common.home.features.${feature}.title`)}
              </Title>
              <Text c="dimmed">{t(`common.home.features.${feature}.text`)}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
