// The interface language as components see it: i18next's current language, re-rendering on a switch.
import { useTranslation } from 'react-i18next';
import type { Language } from '../domain/locale';
import { currentLanguage } from './i18n';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
