// A translated sentence with one marked part drawn as an element, "Page not found:
// <path>/en/x</path>" with the path in a <bdi>. react-i18next's Trans does this for any markup
// but brings an HTML parser along; the pages inside the app's entry (the 404 page, which must
// render when a chunk fails to load) use this instead, so every first page's code stays smaller.
import type { ReactElement } from 'react';

export interface TaggedTextProps {
  /** The translated text, with `<tag>…</tag>` around one part. */
  readonly text: string;
  readonly tag: string;
  readonly render: (inner: string) => ReactElement;
}

export function TaggedText({ text, tag, render }: TaggedTextProps) {
  const match = new RegExp(`^([\\s\\S]*?)<${tag}>([\\s\\S]*)</${tag}>([\\s\\S]*)$`).exec(text);
  if (match === null) return <>{text}</>;
  const [, before, inner, after] = match;
  return (
    <>
      {before}
      {render(inner!)}
      {after}
    </>
  );
}
