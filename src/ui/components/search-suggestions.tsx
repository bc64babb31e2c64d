// The header search's list of suggestions, under the box: a listbox of links grouped under
// "Products", "Categories" and "Stores" (the ARIA combobox pattern; the box keeps the focus and
// points at the active entry). Loaded when the box is first used, never with the first page.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { suggestionId, suggestionListId, type SuggestionGroup } from './use-search-suggestions';
import classes from './search-suggestions.module.css';

export interface SearchSuggestionsProps {
  /** The search box's id: the list's ids derive from it. */
  readonly boxId: string;
  readonly groups: readonly SuggestionGroup[];
  /** The index, across the groups, of the entry the arrow keys reached; -1 for none. */
  readonly activeIndex: number;
  /** An entry was clicked: its link then opens it. */
  readonly onChosen: () => void;
}

export default function SearchSuggestions({ boxId, groups, activeIndex, onChosen }: SearchSuggestionsProps) {
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
                    <img src={entry.image} alt="" width={32} height={32} decoding="async" className={classes.image} />
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
