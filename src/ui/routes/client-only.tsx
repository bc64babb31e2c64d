// Screens drawn from what only the browser knows (the signed-in session, the guest's cart, a
// password reset under way: spec §3 keeps them in browser storage). The server renders their
// frame, the layout around them; the screen itself appears once the page is hydrated, so it
// starts from the shopper's real session instead of the guest the server saw, and once the
// language's texts are all loaded (the server read none of this screen's).
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLoaded, loadLanguage } from '../i18n';
import { useHydrated } from '../use-hydrated';
import { useLanguage } from '../use-language';

export function clientOnly(Screen: ComponentType): ComponentType {
  function InBrowser() {
    const hydrated = useHydrated();
    const { i18n } = useTranslation();
    const language = useLanguage();
    const [loadedFor, setLoadedFor] = useState<string | null>(null);
    const texts = loadedFor === language || languageLoaded(i18n, language);
    useEffect(() => {
      if (!hydrated || texts) return;
      let current = true;
      // A file that fails to load leaves its keys showing, rather than the screen missing.
      void loadLanguage(i18n, language)
        .catch(() => undefined)
        .then(() => current && setLoadedFor(language));
      return () => {
        current = false;
      };
    }, [hydrated, texts, i18n, language]);
    return hydrated && texts ? <Screen /> : null;
  }
  InBrowser.displayName = `InBrowser(${Screen.displayName ?? Screen.name})`;
  return InBrowser;
}
