// The header's colour-scheme switch: a button that shows the scheme chosen and opens a panel of
// the three choices (colour-scheme-choices.tsx, loaded when the shopper comes near the button).
// A disclosure like the account menu: Escape, a click elsewhere or the focus leaving closes it.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ColourSchemeIcon } from './colour-scheme-icon';
import classes from './colour-scheme-switch.module.css';

const loadChoices = () => import('./colour-scheme-choices');
const ColourSchemeChoices = lazy(async () => ({ default: (await loadChoices()).ColourSchemeChoices }));

export function ColourSchemeSwitch({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const { colorScheme } = useMantineColorScheme();
  const { pathname } = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const opened = openOn === pathname;

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  return (
    <div
      ref={root}
      className={classes.root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !opened) return;
        setOpenOn(null);
        trigger.current?.focus();
      }}
      onBlur={(event) => {
        if (opened && !event.currentTarget.contains(event.relatedTarget)) setOpenOn(null);
      }}
    >
      <ActionIcon
        ref={trigger}
        variant="subtle"
        color="gray"
        size={40}
        radius="md"
        className={className}
        aria-label={t('common.colourScheme.button', { scheme: t(`common.colourScheme.${colorScheme}`) })}
        aria-expanded={opened}
        aria-controls={panelId}
        onPointerEnter={() => void loadChoices()}
        onFocus={() => void loadChoices()}
        onClick={() => setOpenOn(opened ? null : pathname)}
      >
        <ColourSchemeIcon choice={colorScheme} />
      </ActionIcon>
      <div id={panelId} className={classes.panel} hidden={!opened}>
        {opened ? (
          <Suspense fallback={null}>
            <ColourSchemeChoices />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
