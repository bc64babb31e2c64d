// Profile (spec §2 /profile): the signed-in shopper's details, refreshed from the API on
// arrival, with the ways to edit them and to their addresses, favourites and wallet. The route
// guards keep guests out; a session the server no longer knows ends here and the shopper is asked
// to log in again.
import '../../forms/form-styles';
import { useEffect } from 'react';
import { Button, Container, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isRequestFailure } from '../../../application/ports/request-failure';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession, useSessionStore } from '../../use-session';
import { AccountPageHeader } from '../../components/account-page-header';
import classes from './account.module.css';

export function ProfilePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { accounts } = usePorts();
  const store = useSessionStore();
  const { user } = useSession();
  const title = t('account.profile.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));

  useEffect(() => {
    let current = true;
    accounts.currentUser().then(
      (fresh) => current && store.updateUser(fresh),
      (error: unknown) => {
        if (!current || !isRequestFailure(error) || error.status !== 401) return;
        store.logout();
        void navigate(`/${language}/auth/login?redirect=${encodeURIComponent(`/${language}/profile`)}`, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [accounts, language, navigate, store]);

  if (user === null) return null;
  const unset = t('account.profile.notSet');
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <AccountPageHeader title={title} intro={t('account.profile.intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.section} component="section" aria-labelledby="profile-details">
        <Title order={2} size="h3" id="profile-details" mb="md">
          {t('account.profile.details')}
        </Title>
        <dl className={classes.details}>
          <dt>{t('account.labels.fullName')}</dt>
          <dd>{user.fullName}</dd>
          <dt>{t('account.labels.email')}</dt>
          <dd>
            <bdi dir="ltr">{user.email}</bdi>
          </dd>
          <dt>{t('account.labels.phone')}</dt>
          <dd>{user.phone === null ? unset : <bdi dir="ltr">{user.phone}</bdi>}</dd>
          <dt>{t('account.labels.language')}</dt>
          <dd>{t(`account.languages.${user.language === 'ar' ? 'ar' : 'en'}`)}</dd>
        </dl>
        <Group gap="sm" mt="xl">
          <Button component={Link} to={`/${language}/profile/edit`}>
            {t('account.profile.edit')}
          </Button>
          <Button component={Link} to={`/${language}/profile/addresses`} variant="default">
            {t('addresses.book.title')}
          </Button>
          <Button component={Link} to={`/${language}/favourite`} variant="default">
            {t('account.profile.favourites')}
          </Button>
          <Button component={Link} to={`/${language}/profile/wallet`} variant="default">
            {t('wallet.screen.title')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
