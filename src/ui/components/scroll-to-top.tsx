// The scroll-to-top button and in-page anchors (spec §9): both animate with the shared scroll
// constants. The button shows once the page has scrolled SCROLL_TO_TOP_AFTER_PX.
import { useEffect, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import { useTranslation } from 'react-i18next';
import { animateScrollTo, debounce, SCROLL, SCROLL_TO_TOP_AFTER_PX, scrollToAnchor, throttle } from '../scroll';
import { ArrowUpIcon } from './icons';
import classes from './scroll-to-top.module.css';

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    // Throttled while the page moves; the debounced call catches where it came to rest.
    const whileScrolling = throttle(update, SCROLL.throttleMs);
    const atRest = debounce(update, SCROLL.debounceMs);
    const onScroll = () => {
      whileScrolling();
      atRest();
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      whileScrolling.cancel();
      atRest.cancel();
    };
  }, []);

  if (!visible) return null;
  return (
    <ActionIcon
      className={classes.button}
      size={44}
      radius="xl"
      variant="filled"
      aria-label={t('common.scrollToTop')}
      onClick={() => {
        animateScrollTo(0);
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </ActionIcon>
  );
}

/**
 * Same-page anchors (href="#…") scroll with the shared animation and land SCROLL.offsetPx below
 * the top, clear of the sticky header. The URL's hash is updated without a navigation, so the
 * router's scroll restoration does not jump to the target first.
 */
export function useInPageAnchors(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const id = anchor?.getAttribute('href')?.slice(1);
      if (!id) return;
      const target = document.getElementById(decodeURIComponent(id));
      if (target === null) return;
      event.preventDefault();
      window.history.replaceState(window.history.state, '', `#${id}`);
      scrollToAnchor(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
