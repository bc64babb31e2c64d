// The page document both halves share: the built index.html's slots, which the server fills
// (language and direction, head tags, the app's HTML, the state), and the state itself, which
// the browser reads back before hydrating.
import type { HydrationState } from 'react-router';
import { colourSchemeSentFor, SYSTEM_SCHEME_SCRIPT, type ColourSchemeChoice } from '../../domain/colour-scheme';
import type { SerializedAnswer } from './remote-answers';

export interface PageState {
  /** React Router's hydration data (loader data and serialized route errors). */
  readonly router: HydrationState;
  /** What the screens' gateways answered on the server. */
  readonly answers: Readonly<Record<string, SerializedAnswer>>;
  /** The locale files the render read: the browser loads these first, the rest later. */
  readonly locales: readonly string[];
}

/** The element that carries the state. */
export const PAGE_STATE_ID = 'herfa-state';

const HTML_TAG = /<html[^>]*>/;
const SLOTS = ['<!--herfa-head-->', '<!--herfa-root-->', '<!--herfa-state-->'] as const;

export interface DocumentParts {
  readonly stateId: string;
  /**
   * Up to the app's HTML: the <html> tag in the page's language and colour scheme, the head with
   * its tags, and `stylesheets` at the end of the head, after the entry's own stylesheet.
   */
  start(page: PageStart): string;
  /** After the app's HTML, with the state element. */
  end(state: string): string;
  /** The page with nothing rendered, for the browser to render (when a server render failed). */
  readonly browserOnly: string;
}

export interface PageStart {
  readonly language: string;
  readonly direction: string;
  /** The shopper's choice (their cookie): the server draws it, or the system's from the head's first script. */
  readonly colourScheme: ColourSchemeChoice;
  readonly head: string;
  readonly stylesheets: string;
}

export function documentParts(template: string): DocumentParts {
  for (const slot of SLOTS) {
    if (!template.includes(slot)) throw new Error(`The page template has no ${slot} slot`);
  }
  const [beforeHead = '', afterHead = ''] = template.split(SLOTS[0]);
  const [headToRoot = '', afterRoot = ''] = afterHead.split(SLOTS[1]);
  const [rootToState = '', afterState = ''] = afterRoot.split(SLOTS[2]);
  return {
    stateId: PAGE_STATE_ID,
    // Mantine's styles key their colours to the scheme on <html>, which its provider would only
    // set once the app's script runs: the server writes it, and for a shopper who follows the
    // system, a script first in the head corrects it before anything is painted.
    start: ({ language, direction, colourScheme, head, stylesheets }) =>
      beforeHead.replace(HTML_TAG, `<html lang="${language}" dir="${direction}" data-mantine-color-scheme="${colourSchemeSentFor(colourScheme)}">`) +
      (colourScheme === 'auto' ? `<script>${SYSTEM_SCHEME_SCRIPT}</script>` : '') +
      head +
      headToRoot.replace('</head>', `${stylesheets}</head>`),
    end: (state) => `${rootToState}${state}${afterState}`,
    browserOnly: SLOTS.reduce((page, slot) => page.replace(slot, ''), template),
  };
}

/** The state the server left in the page, or null when the page was not rendered on the server. */
export function readPageState(document: Document): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  const text = element?.textContent ?? '';
  return text === '' ? null : (JSON.parse(text) as PageState);
}
