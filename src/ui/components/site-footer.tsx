// The default layout's footer: the newsletter form, links to the company and help pages
// (about us, FAQs, contact, terms, privacy, returns, shipping) and the copyright line.
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HydrateLater } from '../layouts/hydrate-later';
import { useLanguage } from '../use-language';
import { formatNumber } from '../format';
import { NewsletterForm } from './newsletter-form';
import classes from './site-footer.module.css';

const COLUMNS = [
  {
    key: 'company',
    links: [
      { key: 'aboutUs', path: 'about-us' },
      { key: 'contactUs', path: 'contact-us' },
      { key: 'faqs', path: 'faqs' },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'terms', path: 'static/terms' },
      { key: 'privacy', path: 'static/privacy-policy' },
      { key: 'returns', path: 'static/returns' },
      { key: 'shipping', path: 'static/shipping' },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The year in the page's digits; a Gregorian year, like every date on the site.
  const year = formatNumber(new Date().getFullYear(), language, { useGrouping: false });

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.grid}>
          {/* The form and the links hydrate as parts of their own: as one, the footer took 100 ms at 4×. */}
          <HydrateLater>
            <NewsletterForm />
          </HydrateLater>
          <HydrateLater>
            <nav aria-label={t('common.footer.sitemap')} className={classes.columns}>
              {COLUMNS.map((column) => (
                <div key={column.key}>
                  <h2 className={classes.heading}>{t(`common.footer.${column.key}`)}</h2>
                  <ul className={classes.list}>
                    {column.links.map((link) => (
                      <li key={link.key}>
                        <Link to={`/${language}/${link.path}`} className={classes.link}>
                          {t(`common.footer.${link.key}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          </HydrateLater>
        </div>
        <div className={classes.bottom}>
          <span>{t('common.footer.copyright', { year })}</span>
          <span className={classes.tagline}>{t('common.footer.tagline')}</span>
        </div>
      </Container>
    </footer>
  );
}
