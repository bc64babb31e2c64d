// The invoice's typeface: IBM Plex Sans Arabic (Regular and Bold TTFs shipped in an npm package,
// so nothing is fetched at build or run time), one face with Arabic and Latin glyphs. Each face
// is parsed once per process; what pdfkit embeds is a per-document subset.
//
// fontkit guesses a run's script and direction from its characters, and guesses wrong for runs
// of digits or punctuation (it lays Arabic-Indic digits out right to left). The bidi layout
// (bidi-text.ts) already knows each run's direction, so pdfkit is handed the face behind a proxy
// whose `layout` takes the direction from the run's features: Arabic shaping right to left, or
// Latin left to right.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Direction } from './bidi-text';

export type Face = 'regular' | 'bold';

const FILES: Readonly<Record<Face, string>> = {
  regular: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  bold: '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
};

/** A feature key that no font has: it carries the run's direction through pdfkit to `layout`. */
const RTL_MARK = 'herfa:rtl';

/** What `text()` and `widthOfString()` take as `features` to draw a run in `direction`. */
export const runFeatures = (direction: Direction): PDFKit.Mixins.OpenTypeFeatures[] =>
  ({ [RTL_MARK]: direction === 'rtl' }) as unknown as PDFKit.Mixins.OpenTypeFeatures[];

function withForcedDirection(face: fontkit.Font): fontkit.Font {
  const layout: fontkit.Font['layout'] = (text, features, script, language, direction) => {
    if (features === undefined || Array.isArray(features) || !(RTL_MARK in features)) {
      return face.layout(text, features, script, language, direction);
    }
    const { [RTL_MARK]: rtl, ...openTypeFeatures } = features;
    return rtl ? face.layout(text, openTypeFeatures, 'arab', language, 'rtl') : face.layout(text, openTypeFeatures, 'latn', language, 'ltr');
  };
  // Everything else (metrics, glyphs, subsetting) is the face's own, read with the face as `this`.
  return new Proxy(face, { get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key, target)) });
}

const require = createRequire(import.meta.url);
const faces = new Map<Face, fontkit.Font>();

/** The face, parsed on first use, ready for `doc.registerFont(name, face as source)`. */
export function fontFace(face: Face): fontkit.Font {
  let font = faces.get(face);
  if (font === undefined) {
    const parsed = fontkit.create(readFileSync(require.resolve(FILES[face])));
    if (!('layout' in parsed)) throw new Error(`${FILES[face]} is a font collection, not a font`);
    font = withForcedDirection(parsed);
    faces.set(face, font);
  }
  return font;
}
