// Keeps the page's language and direction in step with i18next: <html lang dir> for the browser
// and assistive technology, and Mantine's DirectionProvider so its components mirror in Arabic.
import { useLayoutEffect } from 'react';
import { useDirection } from '@mantine/core';
import { directionOf } from '../domain/locale';
import { useLanguage } from './use-language';

export function DocumentLanguage() {
  const language = useLanguage();
  const { setDirection } = useDirection();
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    setDirection(directionOf(language)); // also sets <html dir>
  }, [language, setDirection]);
  return null;
}
