// The header search's suggestions, loaded when the box is first used, never with the page: what
// is suggested for the text typed, and the list of it under the box, a listbox of links grouped
// under "Products", "Categories" and "Stores". The box keeps the focus (the ARIA combobox
// pattern): the arrow keys walk the entries, Enter opens the one reached (or searches, when none
// is), Escape closes the list. The box itself stays the plain search form (search-box.tsx); this
// follows its input's events and sets the combobox's state on it.
import { useEffect, useEffectEvent, useLayoutEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SearchSuggestions as Suggestions } from '../../application/ports/catalogue-gateway';
import { useLanguage } from '../use-language';
import { suggestionGroups, suggestionId, suggestionListId, useSearchSuggestions, type SuggestionGroup } from './use-search-suggestions';
import classes from './search-suggestions.module.css';
import { ResponsiveImage } from './catalogue/responsive-image';

// Not used here: the bundler's sake. Reaching React and none of Mantine, this chunk would make
// the bundler split React and Mantine's buttons out of the chunks they share on every page (three
// more files, about 1 KB more a page, measured); reaching Mantine's Button, which the page has
// already loaded, leaves the page's chunks as they are without suggestions.
export { Button } from '@mantine/core';

export interface SearchSuggestionsProps {
  /** The search box's input, which keeps the focus while the list shows. */
  readonly input: RefObject<HTMLInputElement | null>;
  /** The search box's id: the list's ids derive from it. */
  readonly boxId: string;
  /** The text in the box. */
  readonly query: string;
  /** An entry is being opened: the box empties. */
  readonly onChosen: () => void;
}

export default function SearchSuggestions({ input, boxId, query, onChosen }: SearchSuggestionsProps) {
  const language = useLanguage();
  const navigate = useNavigate();
  // This mounts once the box is used, by then perhaps no longer focused.
  const [focused, setFocused] = useState(() => input.current !== null && document.activeElement === input.current);
  // Closed by Escape, a search or an entry opened, until the shopper types or reaches for it again.
  const [closed, setClosed] = useState(false);
  const suggestions = useSearchSuggestions(query, focused && !closed);
  const groups = suggestions === null ? [] : suggestionGroups(language, suggestions);
  const entries = groups.flatMap((group) => group.entries);
  const open = focused && !closed && entries.length > 0;
  // The entry the arrow keys reached, for the answer it belongs to: a new answer starts with none.
  const [reached, setReached] = useState<{ readonly within: Suggestions; readonly index: number } | null>(null);
  const activeIndex = open && reached !== null && reached.within === suggestions ? reached.index : -1;

  const leaveForEntry = () => {
    setClosed(true);
    onChosen();
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing || suggestions === null) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && entries.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = activeIndex === -1 ? (step === 1 ? 0 : entries.length - 1) : (activeIndex + step + entries.length) % entries.length;
      setClosed(false);
      setReached({ within: suggestions, index: next });
    } else if (event.key === 'Enter' && activeIndex !== -1) {
      // Enter with no entry reached submits the form: the search itself.
      event.preventDefault();
      leaveForEntry();
      void navigate(entries[activeIndex]!.href);
    } else if (event.key === 'Escape' && open) {
      // Only the list closes: a search field would also clear itself.
      event.preventDefault();
      setClosed(true);
    }
  });

  useEffect(() => {
    const box = input.current;
    if (box === null) return;
    const reopen = () => {
      setFocused(true);
      setClosed(false);
    };
    const blur = () => setFocused(false);
    const close = () => setClosed(true);
    box.addEventListener('focus', reopen);
    // Typing is using the box, even when the focus came before the script did.
    box.addEventListener('input', reopen);
    box.addEventListener('blur', blur);
    box.addEventListener('keydown', onKeyDown);
    box.form?.addEventListener('submit', close);
    return () => {
      box.removeEventListener('focus', reopen);
      box.removeEventListener('input', reopen);
      box.removeEventListener('blur', blur);
      box.removeEventListener('keydown', onKeyDown);
      box.form?.removeEventListener('submit', close);
    };
  }, [input]);

  const activeId = activeIndex === -1 ? null : suggestionId(boxId, activeIndex);
  useLayoutEffect(() => {
    const box = input.current;
    if (box === null) return;
    setAria(box, { 'aria-expanded': String(open), 'aria-controls': open ? suggestionListId(boxId) : null, 'aria-activedescendant': activeId });
    return () => setAria(box, { 'aria-expanded': 'false', 'aria-controls': null, 'aria-activedescendant': null });
  }, [input, boxId, open, activeId]);

  return open ? <SuggestionList boxId={boxId} groups={groups} activeIndex={activeIndex} onChosen={leaveForEntry} /> : null;
}

/** Sets the attributes given a value and removes those given null. */
function setAria(element: HTMLElement, attributes: Readonly<Record<string, string | null>>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

interface SuggestionListProps {
  readonly boxId: string;
  readonly groups: readonly SuggestionGroup[];
  /** The index, across the groups, of the entry the arrow keys reached; -1 for none. */
  readonly activeIndex: number;
  /** An entry was clicked: its link then opens it. */
  readonly onChosen: () => void;
}

function SuggestionList({ boxId, groups, activeIndex, onChosen }: SuggestionListProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(suggestionId(boxId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [boxId, activeIndex]);

  // Where each group's entries start in the numbering the arrow keys walk.
  const starts = groups.map((_, group) => groups.slice(0, group).reduce((count, { entries }) => count + entries.length, 0));
  return (
    <div
      role="listbox"
      id={suggestionListId(boxId)}
      aria-label={t('common.search.suggestions.label')}
      className={classes.list}
      // The focus stays in the box: a click on an entry must not blur it first.
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map((group, groupIndex) => {
        const headingId = `${suggestionListId(boxId)}-${group.kind}`;
        return (
          <div role="group" aria-labelledby={headingId} key={group.kind}>
            <div role="presentation" id={headingId} className={classes.heading}>
              {t(`common.search.suggestions.${group.kind}`)}
            </div>
            {group.entries.map((entry, entryIndex) => {
              const position = starts[groupIndex]! + entryIndex;
              return (
                <Link
                  key={entry.href}
                  to={entry.href}
                  role="option"
                  id={suggestionId(boxId, position)}
                  aria-selected={position === activeIndex}
                  tabIndex={-1}
                  className={classes.option}
                  onClick={onChosen}
                >
                  {entry.image === undefined ? null : entry.image === null ? (
                    <span className={classes.image} />
                  ) : (
                    <ResponsiveImage src={entry.image} sizes="32px" alt="" width={32} height={32} decoding="async" className={classes.image} />
                  )}
                  <span className={classes.name}>{entry.name}</span>
                </Link>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
