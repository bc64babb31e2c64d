// The wordmark: the logo and "Herfa" / "حِرفة", a link to the home page in the page's language.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../use-language';
import classes from './brand.module.css';

export function Brand() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Link to={`/${language}`} className={classes.brand} aria-label={t('common.header.home')}>
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span className={classes.wordmark}>{t('common.brand')}</span>
    </Link>
  );
}
