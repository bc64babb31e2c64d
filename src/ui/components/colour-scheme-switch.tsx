// The colour-scheme switch: the three schemes (the system's, the default; light; dark) as a radio
// group, which the header shows in a panel under a button that shows the scheme chosen, and the
// phone's navigation drawer in its list. A choice applies at once and is kept in the
// colour-scheme cookie (colour-scheme-manager.ts). The header's panel is a disclosure like the
// account menu, and drawn like it: Escape, a click elsewhere or the focus leaving closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, useMantineContext } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { COLOUR_SCHEME_CHOICES, type ColourSchemeChoice } from '../../domain/colour-scheme';
import { MoonIcon, SunIcon, SystemSchemeIcon } from './icons';
import menu from './account-menu.module.css';

const ICONS = { auto: SystemSchemeIcon, light: SunIcon, dark: MoonIcon } as const;

// The choices are drawn only once asked for (the header's panel opened, the drawer), never by the
// server: their few styles come with them instead of weighing on every page's stylesheet.
const FIELDSET_STYLE = { margin: 0, padding: 0, border: 0 } as const;
// A choice's name stays on one line ("Match the system", «حسب إعدادات الجهاز»): the panel grows to it.
const CHOICE_STYLE = { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)', whiteSpace: 'nowrap' } as const;
const RADIO_STYLE = { margin: 0, accentColor: 'var(--mantine-color-green-outline)' } as const;

function ColourSchemeIcon({ choice, size }: { readonly choice: ColourSchemeChoice; readonly size?: number }) {
  const Icon = ICONS[choice];
  return <Icon size={size} />;
}

export function ColourSchemeChoices() {
  const { t } = useTranslation();
  // The provider's own state and setter: useMantineColorScheme would also watch the system's
  // scheme, which nothing here shows, and load a media-query hook with the header.
  const { colorScheme, setColorScheme } = useMantineContext();
  const name = useId();
  return (
    <fieldset style={FIELDSET_STYLE}>
      <legend className={menu.greeting}>{t('common.colourScheme.label')}</legend>
      {COLOUR_SCHEME_CHOICES.map((choice) => (
        <label key={choice} className={menu.link} style={CHOICE_STYLE}>
          <input type="radio" name={name} value={choice} checked={colorScheme === choice} onChange={() => setColorScheme(choice)} style={RADIO_STYLE} />
          <ColourSchemeIcon choice={choice} size={18} />
          {t(`common.colourScheme.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}

export function ColourSchemeSwitch({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const { colorScheme } = useMantineContext();
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
      className={menu.root}
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
        onClick={() => setOpenOn(opened ? null : pathname)}
      >
        <ColourSchemeIcon choice={colorScheme} />
      </ActionIcon>
      <div id={panelId} className={menu.panel} hidden={!opened}>
        {opened ? <ColourSchemeChoices /> : null}
      </div>
    </div>
  );
}
