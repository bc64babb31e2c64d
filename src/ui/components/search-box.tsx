// The header's product search (spec §5): an empty query is refused in place with "Please enter
// your search query"; any other goes to the search results, for sellers when that is where the
// shopper already is. As the shopper types, products, categories and stores are suggested under
// the box (issue 13), an ARIA combobox; all of that lives in search-suggestions.tsx, which loads
// when the box is first used, so every page carries only the plain box.
import { lazy, Suspense, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../use-language';
import { SearchIcon } from './icons';
import type { SearchSuggestionsProps } from './search-suggestions';
import classes from './search-box.module.css';

// If the suggestions' code cannot load, the box suggests nothing and still searches.
const Suggestions = lazy(
  (): Promise<{ default: ComponentType<SearchSuggestionsProps> }> => import('./search-suggestions').catch(() => ({ default: () => null })),
);

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
  const input = useRef<HTMLInputElement>(null);
  // Focused or typed in (even when the focus came before the script did): the suggestions load,
  // and from then on follow the input's own events.
  const [used, setUsed] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') {
      setError(t('catalogue.searchQueryRequired'));
      return;
    }
    setError(null);
    void navigate(searchResultsPath(language, pathname, trimmed));
  };

  return (
    // Before the script runs (a page just rendered by the server) the form searches products natively.
    <form role="search" className={classes.form} onSubmit={submit} noValidate action={`/${language}/search-results/products`} method="get">
      <TextInput
        ref={input}
        id={id}
        type="search"
        name="q"
        // The combobox as the server renders it, closed; the suggestions open it and point at
        // their entries by setting its other attributes themselves, so this one must stay fixed.
        role="combobox"
        aria-expanded={false}
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
          setUsed(true);
          if (error !== null) setError(null);
        }}
        onFocus={() => setUsed(true)}
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
      {used ? (
        <Suspense fallback={null}>
          <Suggestions input={input} boxId={id} query={query} onChosen={() => setQuery('')} />
        </Suspense>
      ) : null}
    </form>
  );
}
