// The React root's providers: the ports, translations, direction and theme, then the router
// (the browser's RouterProvider, or the server's StaticRouterProvider while it renders a page).
import { StrictMode, useEffect, useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { directionOf, type Language } from '../domain/locale';
import { cookieColourSchemeManager } from './colour-scheme-manager';
import { ToasterHost } from './components/toaster-host';
import { whenPartsHydrated } from './layouts/hydrate-later';
import { DocumentLanguage } from './document-language';
import type { I18n } from './i18n';
import { PortsProvider, type StorefrontPorts } from './ports';
import type { RemoteAnswers } from './rendering/remote-answers';
import { RemoteAnswersProvider } from './rendering/remote-answers-context';
import { theme } from './theme';

export interface AppProps {
  /** What the composition root built for the components (ports.tsx). */
  readonly ports: StorefrontPorts;
  readonly i18n: I18n;
  /** The browser's router; a server render passes its static router as `children` instead. */
  readonly router?: DataRouter;
  readonly children?: ReactNode;
  /** The language the page starts in; afterwards i18next's language leads. */
  readonly initialLanguage: Language;
  /** What the server already fetched for this page (see rendering/remote-answers.ts). */
  readonly answers?: RemoteAnswers | null;
  /** Called once the page is hydrated (or first rendered), when the browser has time for what comes next. */
  readonly onHydrated?: () => void;
}

export function App({ ports, i18n, router, children, initialLanguage, answers = null, onHydrated }: AppProps) {
  const colourSchemes = useMemo(() => cookieColourSchemeManager(ports.cookies), [ports.cookies]);
  return (
    <StrictMode>
      <PortsProvider ports={ports}>
        <RemoteAnswersProvider answers={answers}>
          <I18nextProvider i18n={i18n}>
            <DirectionProvider initialDirection={directionOf(initialLanguage)}>
              {/* The server wrote the scheme on <html> (rendering/page-state.ts), from the same cookie. */}
              <MantineProvider theme={theme} colorSchemeManager={colourSchemes} defaultColorScheme="auto">
                <DocumentLanguage />
                <HydrationMark onHydrated={onHydrated} />
                {router === undefined ? children : <RouterProvider router={router} />}
                {/* Outside the router, so toasts outlive a change of layout (login → home). */}
                <ToasterHost />
              </MantineProvider>
            </DirectionProvider>
          </I18nextProvider>
        </RemoteAnswersProvider>
      </PortsProvider>
    </StrictMode>
  );
}

/** Marks <html data-hydrated> once the page's script has taken over (end-to-end tests wait for it). */
function HydrationMark({ onHydrated }: { readonly onHydrated: (() => void) | undefined }) {
  useEffect(() => {
    let current = true;
    void whenPartsHydrated().then(() => {
      if (!current) return;
      document.documentElement.dataset.hydrated = 'true';
      onHydrated?.();
    });
    return () => {
      current = false;
    };
  }, [onHydrated]);
  return null;
}
