// Lines of mixed Arabic and Latin text as a PDF needs them: the Unicode Bidirectional Algorithm
// (bidi-js) gives each character a level, and a line becomes runs of one direction in visual
// order, left to right. pdfkit draws each run on its own; the font (fonts.ts) shapes an RTL run
// as Arabic and lays its glyphs out right to left, so runs keep their characters in logical order.
import bidiFactory from 'bidi-js';

export type Direction = 'ltr' | 'rtl';

export interface VisualRun {
  readonly text: string;
  readonly direction: Direction;
}

const bidi = bidiFactory();

/** Marks that steer the algorithm (RLM, isolates, embeddings, ALM) but have no glyph in the font. */
const BIDI_CONTROL = /^[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]$/;

/** U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;

/**
 * One line (no line breaks) as runs in visual order. Mirrored characters (brackets) are swapped
 * in right-to-left runs; the bidi control characters are dropped once the levels are known.
 */
export function visualRuns(text: string, base: Direction): VisualRun[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, base);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: { text: string; level: number }[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (BIDI_CONTROL.test(character)) continue;
    const level = levels[index] ?? 0;
    const shown = mirrored.get(index) ?? character;
    const last = runs.at(-1);
    if (last !== undefined && last.level === level) last.text += shown;
    else runs.push({ text: shown, level });
  }
  // UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every maximal
  // sequence of runs at that level or higher (whole runs: their characters stay in logical order).
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if ((runs[start]?.level ?? -1) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? -1) >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => ({ text: run.text, direction: run.level % 2 === 1 ? 'rtl' : 'ltr' }));
}

/**
 * Greedy line breaking in logical order: words while they fit `width`, and a word wider than a
 * whole line is cut between characters. A line is as wide as its words and the spaces between
 * them (Arabic letters never join across a space, and reordering moves runs without resizing
 * them), so each word is measured once. Each line is laid out on its own later, so the bidi
 * algorithm sees exactly the text of the line.
 */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
      const wordWidth = measure(word);
      if (line !== '' && used + space + wordWidth <= width) {
        line = `${line} ${word}`;
        used += space + wordWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = wordWidth <= width ? [word] : cutToWidth(word, width, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
      used = measure(line);
    }
    lines.push(line);
  }
  return lines;
}

function cutToWidth(word: string, width: number, measure: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && measure(piece + character) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  pieces.push(piece);
  return pieces;
}
