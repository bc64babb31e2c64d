// The header's language switch: a link to the same page in the other language that also
// remembers the choice in the locale cookie for 365 days (spec §9).
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, switchLanguageInPath, type Language } from '../../domain/locale';
import { usePorts } from '../ports';
import { useLanguage } from '../use-language';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { cookies } = usePorts();
  const location = useLocation();
  const target: Language = useLanguage() === 'ar' ? 'en' : 'ar';
  const to = switchLanguageInPath(location.pathname, target) + location.search + location.hash;

  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      radius="xl"
      size="sm"
      // The label is the other language's own name, so it is spoken in that language.
      lang={target}
      hrefLang={target}
      onClick={() => cookies.set(LOCALE_COOKIE, target, { maxAgeDays: LOCALE_COOKIE_MAX_AGE_DAYS })}
    >
      {t('common.languageSwitch.label')}
    </Button>
  );
}
