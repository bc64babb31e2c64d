// Reads back what the invoice tests need from a PDF that pdfkit wrote: the text of every drawn
// run (glyph ids mapped to characters through each font's ToUnicode map) and the rectangles of
// every filled path, page by page. Only for pdfkit's own output (direct /Length, Identity-H
// fonts, one content stream per page): a test tool, not a general PDF parser.
import { inflateSync } from 'node:zlib';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PdfPage {
  /** Each text-showing operator's characters, in drawing order (a right-to-left run reads in visual order). */
  readonly runs: readonly string[];
  /** The rectangles of each filled path. */
  readonly fills: readonly (readonly Rect[])[];
}

interface PdfObject {
  readonly dictionary: string;
  readonly stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(text); match !== null; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream\n', start);
    if (streamAt !== -1 && streamAt < end) {
      const dictionary = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const raw = pdf.subarray(streamAt + 7, streamAt + 7 + length);
      objects.set(Number(match[1]), { dictionary, stream: /\/FlateDecode/.test(dictionary) ? inflateSync(raw) : Buffer.from(raw) });
      header.lastIndex = streamAt + 7 + length;
    } else {
      objects.set(Number(match[1]), { dictionary: text.slice(start, end), stream: null });
    }
  }
  return objects;
}

const reference = (dictionary: string, key: string): number | undefined => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  return found ? Number(found[1]) : undefined;
};

/** Glyph id → characters, from a ToUnicode CMap of bfrange arrays. */
function toUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1]!, 16);
    [...range[2]!.matchAll(/<([^>]*)>/g)].forEach((entry, index) => {
      const units = entry[1]!.split(/\s+/).filter(Boolean).map((unit) => parseInt(unit, 16));
      glyphs.set(first + index, String.fromCharCode(...units));
    });
  }
  return glyphs;
}

function fontsOf(objects: Map<number, PdfObject>, resources: string): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  const fontDictionary = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
  for (const [, name, id] of fontDictionary.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const font = objects.get(Number(id));
    const cmapId = font ? reference(font.dictionary, 'ToUnicode') : undefined;
    const cmap = cmapId === undefined ? undefined : objects.get(cmapId)?.stream;
    if (cmap) fonts.set(name!, toUnicode(cmap.toString('latin1')));
  }
  return fonts;
}

const TOKENS = /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\/(\w+)\s+[-\d.]+\s+Tf|([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+re\b|\b(f\*?|n|S|s|B\*?|b\*?)(?=\s)/g;

function readContent(content: string, fonts: Map<string, Map<number, string>>): PdfPage {
  const runs: string[] = [];
  const fills: Rect[][] = [];
  let glyphs = new Map<number, string>();
  let path: Rect[] = [];
  const decode = (hex: string) => (hex.match(/.{4}/g) ?? []).map((code) => glyphs.get(parseInt(code, 16)) ?? '\uFFFD').join('');
  for (const token of `${content}\n`.matchAll(TOKENS)) {
    const [, array, single, font, x, y, width, height, paint] = token;
    if (array !== undefined) runs.push([...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => decode(part[1]!)).join(''));
    else if (single !== undefined) runs.push(decode(single));
    else if (font !== undefined) glyphs = fonts.get(font) ?? new Map();
    else if (x !== undefined) path.push({ x: Number(x), y: Number(y), width: Number(width), height: Number(height) });
    else if (paint !== undefined) {
      if (paint.startsWith('f') && path.length > 0) fills.push(path);
      path = [];
    }
  }
  return { runs, fills };
}

/** The pages of a pdfkit PDF, in order. */
export function readPdf(pdf: Buffer): PdfPage[] {
  const objects = objectsOf(pdf);
  const pagesId = [...objects.values()].map((object) => /\/Type \/Catalog/.test(object.dictionary) ? reference(object.dictionary, 'Pages') : undefined).find((id) => id !== undefined);
  const kids = /\/Kids \[([^\]]*)\]/.exec(objects.get(pagesId ?? -1)?.dictionary ?? '')?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, id]) => {
    const page = objects.get(Number(id))!.dictionary;
    const resources = objects.get(reference(page, 'Resources') ?? -1)?.dictionary ?? '';
    const content = objects.get(reference(page, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
    return readContent(content, fontsOf(objects, resources));
  });
}

/**
 * The QR symbol drawn on a page: the filled path with the most rectangles, read back as modules
 * (true = dark). Its top-left module is dark (a finder pattern), so the path's corner is the origin.
 */
export function qrSymbolOn(page: PdfPage): boolean[][] {
  const path = [...page.fills].sort((a, b) => b.length - a.length)[0] ?? [];
  const module = Math.min(...path.map((rect) => rect.height));
  const left = Math.min(...path.map((rect) => rect.x));
  const top = Math.min(...path.map((rect) => rect.y));
  const size = Math.round((Math.max(...path.map((rect) => rect.x + rect.width)) - left) / module);
  const modules = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const rect of path) {
    const row = Math.round((rect.y - top) / module);
    const from = Math.round((rect.x - left) / module);
    const to = Math.round((rect.x + rect.width - left) / module);
    for (let column = from; column < to; column += 1) modules[row]![column] = true;
  }
  return modules;
}
