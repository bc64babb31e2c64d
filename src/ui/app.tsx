// The React root's providers: services, translations, direction and theme, then the router.
import { StrictMode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { directionOf, type Language } from '../domain/locale';
import { ToasterHost } from './components/toaster-host';
import { DocumentLanguage } from './document-language';
import type { I18n } from './i18n';
import { ServicesProvider, type ServiceResolver } from './services';
import { theme } from './theme';

export interface AppProps {
  readonly services: ServiceResolver;
  readonly i18n: I18n;
  readonly router: DataRouter;
  /** The language the page starts in; afterwards i18next's language leads. */
  readonly initialLanguage: Language;
}

export function App({ services, i18n, router, initialLanguage }: AppProps) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <I18nextProvider i18n={i18n}>
          <DirectionProvider initialDirection={directionOf(initialLanguage)}>
            <MantineProvider theme={theme}>
              <DocumentLanguage />
              <RouterProvider router={router} />
              {/* Outside the router, so toasts outlive a change of layout (login → home). */}
              <ToasterHost />
            </MantineProvider>
          </DirectionProvider>
        </I18nextProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
