// The header's product search (spec §5): an empty query is refused in place with "Please enter
// your search query"; any other goes to the search results, for sellers when that is where the
// shopper already is. As the shopper types, products, categories and stores are suggested under
// the box (issue 13), an ARIA combobox: the arrow keys walk the entries, Enter opens the one
// reached (or searches, when none is), Escape closes the list.
import { lazy, Suspense, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SearchSuggestions as Suggestions } from '../../application/ports/catalogue-gateway';
import { useLanguage } from '../use-language';
import { SearchIcon } from './icons';
import type { SearchSuggestionsProps } from './search-suggestions';
import { suggestionGroups, suggestionId, suggestionListId, useSearchSuggestions } from './use-search-suggestions';
import classes from './search-box.module.css';

// The list's code and styles load when the box is first used, not with the page; if they cannot
// load, the box suggests nothing and still searches.
const loadSuggestionList = (): Promise<{ default: ComponentType<SearchSuggestionsProps> }> =>
  import('./search-suggestions').catch(() => ({ default: () => null }));
const SuggestionList = lazy(loadSuggestionList);

/** The results page a search from `pathname` lands on. */
export function searchResultsPath(language: string, pathname: string, query: string): string {
  const type = /\/search-results\/sellers\/?$/.test(pathname) ? 'sellers' : 'products';
  return `/${language}/search-results/${type}?${new URLSearchParams({ q: query }).toString()}`;
}

export function SearchBox({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // On a results page the box shows that page's query, and follows it when the page changes.
  const pageQuery = pathname.includes('/search-results/') ? (searchParams.get('q') ?? '') : '';
  const [shownFor, setShownFor] = useState(pageQuery);
  const [query, setQuery] = useState(pageQuery);
  const [error, setError] = useState<string | null>(null);
  if (shownFor !== pageQuery) {
    setShownFor(pageQuery);
    setQuery(pageQuery);
    setError(null);
  }

  const [focused, setFocused] = useState(false);
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
    setQuery('');
    setClosed(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') {
      setError(t('catalogue.searchQueryRequired'));
      return;
    }
    setError(null);
    setClosed(true);
    void navigate(searchResultsPath(language, pathname, trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || suggestions === null) return;
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
  };

  return (
    // Before the script runs (a page just rendered by the server) the form searches products natively.
    <form role="search" className={classes.form} onSubmit={submit} noValidate action={`/${language}/search-results/products`} method="get">
      <TextInput
        id={id}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? suggestionListId(id) : undefined}
        aria-activedescendant={activeIndex === -1 ? undefined : suggestionId(id, activeIndex)}
        aria-autocomplete="list"
        autoComplete="off"
        classNames={{ root: classes.root, error: classes.error }}
        // Mantine spaces the field for a message below it; this one floats instead.
        styles={{ wrapper: { marginBottom: 0 } }}
        aria-label={t('common.search.label')}
        placeholder={t('common.search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          // Typing is using the box, even when the focus came before the script did.
          setFocused(true);
          setClosed(false);
          if (error !== null) setError(null);
        }}
        onFocus={() => {
          setFocused(true);
          setClosed(false);
          void loadSuggestionList();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        error={error}
        radius="xl"
        enterKeyHint="search"
        rightSection={
          <ActionIcon type="submit" variant="filled" radius="xl" size={30} aria-label={t('common.search.submit')}>
            <SearchIcon size={18} />
          </ActionIcon>
        }
        rightSectionWidth={40}
      />
      {open ? (
        <Suspense fallback={null}>
          <SuggestionList boxId={id} groups={groups} activeIndex={activeIndex} onChosen={leaveForEntry} />
        </Suspense>
      ) : null}
    </form>
  );
}
