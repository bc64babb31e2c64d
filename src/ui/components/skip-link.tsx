// The first focusable element of every layout: a link past the header to the page's main region.
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id of each layout's <main>, which the skip link targets. */
export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_ID}`}>
      {t('common.skipToContent')}
    </a>
  );
}
