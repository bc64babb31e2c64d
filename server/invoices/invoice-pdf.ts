// The invoice as a PDF (A4), in the shopper's language: a Saudi simplified tax invoice (ZATCA
// phase 1) with the seller's name and VAT number, the invoice number and date, the lines, VAT
// at 15 %, the totals and the QR code. Arabic invoices are laid out right to left: every
// position is given from the "start" edge and mirrored, and every line of text goes through the
// bidi layout (bidi-text.ts), so Arabic letters join and read right to left while codes and
// numbers read as they should. Amounts are the domain's (`invoiceTotals`): the VAT of the
// total, shared over the lines.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { invoiceTotals, encodeZatcaQr, zatcaFields, type InvoiceTotals } from '../../src/domain/invoice';
import type { Language } from '../../src/domain/locale';
import { VAT_RATE_BASIS_POINTS } from '../../src/domain/money';
import { formatMoney } from '../../src/domain/money-format';
import { translatorFor } from '../use-cases/messages';
import type { PurchasedLine } from '../persistence/schema';
import { isolateLtr, visualRuns, wrapLines, type Direction, type VisualRun } from './bidi-text';
import { fontFace, runFeatures, type Face } from './fonts';
import type { InvoiceDocument } from './invoice-document';

// ── Amounts and the QR code ────────────────────────────────────────────────────────────────

/** The invoice's money: each line's VAT share, the shipping fee's, and the totals. */
export const invoiceAmounts = (invoice: InvoiceDocument): InvoiceTotals<PurchasedLine> => invoiceTotals(invoice.lines, invoice.shippingFee);

/** ISO 8601 to the second, in UTC, as the QR code carries it ("2026-03-05T11:25:09Z"). */
export const zatcaTimestamp = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The ZATCA QR payload (Base64 TLV). The seller is named in Arabic, the language a Saudi tax
 * invoice must carry, so the code is the same whichever language the invoice is printed in.
 */
export function invoiceQrPayload(invoice: InvoiceDocument): string {
  const fields = zatcaFields(invoiceAmounts(invoice), { name: invoice.seller.name.ar, vatNumber: invoice.seller.vatNumber }, zatcaTimestamp(invoice.issuedAt));
  return encodeZatcaQr(fields);
}

/** The QR symbol's modules, row by row (true = dark), as the qrcode library encodes the payload. */
export function qrModules(payload: string): boolean[][] {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1));
}

// ── Text in the invoice's language ─────────────────────────────────────────────────────────

/** As the storefront formats (src/ui/format.ts): Arabic pages use Arabic-Indic digits throughout. */
const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', ar: 'ar-SA-u-nu-arab-ca-gregory' };
const TIME_ZONE = 'Asia/Riyadh';
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

interface Formats {
  /** An amount without the currency, for the table: "1,250.00" / "١٬٢٥٠٫٠٠". */
  amount(halalas: number): string;
  /** An amount with the currency: "SAR 1,250.00" / "١٬٢٥٠٫٠٠ ر.س.". */
  money(halalas: number): string;
  count(value: number): string;
  /**
   * Date and time in Saudi time. Not isolated left to right: the Arabic form names the month
   * ("٥ مارس ٢٠٢٦ في ٢:٢٥ م") and is written to read right to left, as on the storefront.
   */
  dateTime(at: Date): string;
  date(at: Date): string;
  /** Digits of an identifier (a VAT number) in the page's digits. */
  digits(text: string): string;
  /** A code with Latin letters (INV-001001), kept left to right. */
  code(text: string): string;
  rate: string;
  country(code: string): string;
}

function formatsFor(language: Language): Formats {
  const locale = INTL_LOCALES[language];
  const count = new Intl.NumberFormat(locale);
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, dateStyle: 'long' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const arabic = language === 'ar';
  return {
    amount: (halalas) => formatMoney(halalas, language, { currency: false }),
    money: (halalas) => formatMoney(halalas, language),
    count: (value) => count.format(value),
    dateTime: (at) => dateTime.format(at),
    date: (at) => date.format(at),
    digits: (text) => (arabic ? text.replace(/[0-9]/g, (digit) => ARABIC_INDIC_DIGITS.charAt(Number(digit))) : text),
    code: (text) => (arabic ? isolateLtr(text) : text),
    rate: new Intl.NumberFormat(locale, { style: 'percent' }).format(VAT_RATE_BASIS_POINTS / 10_000),
    country: (code) => regions.of(code) ?? code,
  };
}

// ── Drawing, mirrored for right-to-left ────────────────────────────────────────────────────

const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the footer starts: the body never goes below it. */
const BODY_BOTTOM = PAGE.height - PAGE.margin - 30;

const COLOURS = { text: '#1f2328', muted: '#5b6470', rule: '#c9cfd6', band: '#eef1f4', accent: '#7a3e1d', alert: '#fbeaea', alertRule: '#c0392b' } as const;

interface Style {
  readonly face?: Face;
  readonly size?: number;
  readonly colour?: string;
}

type Align = 'start' | 'end' | 'center';

const DEFAULT_SIZE = 9.5;

/** A page writer whose horizontal positions count from the reading start (left in English, right in Arabic). */
class Sheet {
  readonly direction: Direction;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly language: Language,
  ) {
    this.direction = language === 'ar' ? 'rtl' : 'ltr';
  }

  /** The left edge, on the page, of a box `start` points from the reading start and `width` wide. */
  left(start: number, width: number): number {
    return this.direction === 'rtl' ? PAGE.width - PAGE.margin - start - width : PAGE.margin + start;
  }

  private use({ face = 'regular', size = DEFAULT_SIZE, colour = COLOURS.text }: Style): void {
    this.doc.font(face).fontSize(size).fillColor(colour);
  }

  lineHeight(style: Style): number {
    return (style.size ?? DEFAULT_SIZE) * 1.5;
  }

  /** Widths of runs at a font size of 1, by face, direction and text: shaping is the costly part. */
  private readonly runWidths = new Map<string, number>();

  private runWidth(run: VisualRun, style: Style): number {
    const size = style.size ?? DEFAULT_SIZE;
    const key = `${style.face ?? 'regular'} ${run.direction} ${run.text}`;
    let unit = this.runWidths.get(key);
    if (unit === undefined) {
      unit = this.doc.widthOfString(run.text, { features: runFeatures(run.direction) }) / size;
      this.runWidths.set(key, unit);
    }
    return unit * size;
  }

  width(text: string, style: Style): number {
    this.use(style);
    return visualRuns(text, this.direction).reduce((total, run) => total + this.runWidth(run, style), 0);
  }

  /** One line of text in a box, aligned to the box's start, end or centre. */
  line(text: string, start: number, y: number, width: number, style: Style = {}, align: Align = 'start'): void {
    this.use(style);
    const runs = visualRuns(text, this.direction).map((run) => ({ ...run, width: this.runWidth(run, style) }));
    const used = runs.reduce((total, run) => total + run.width, 0);
    const left = this.left(start, width);
    const atLeft = (align === 'start') === (this.direction === 'ltr');
    let x = align === 'center' ? left + (width - used) / 2 : atLeft ? left : left + width - used;
    for (const run of runs) {
      this.doc.text(run.text, x, y, { lineBreak: false, features: runFeatures(run.direction) });
      x += run.width;
    }
  }

  /** The text broken into lines that fit `width`. */
  wrap(text: string, width: number, style: Style): string[] {
    return wrapLines(text, width, (line) => this.width(line, style));
  }

  /** Wrapped text; answers the height it took. */
  paragraph(text: string, start: number, y: number, width: number, style: Style = {}, align: Align = 'start'): number {
    const lines = this.wrap(text, width, style);
    lines.forEach((line, index) => this.line(line, start, y + index * this.lineHeight(style), width, style, align));
    return lines.length * this.lineHeight(style);
  }

  rule(y: number, start = 0, width = CONTENT_WIDTH, colour: string = COLOURS.rule): void {
    const left = this.left(start, width);
    this.doc.save().moveTo(left, y).lineTo(left + width, y).lineWidth(0.75).strokeColor(colour).stroke().restore();
  }

  band(start: number, y: number, width: number, height: number, colour: string): void {
    this.doc.save().rect(this.left(start, width), y, width, height).fillColor(colour).fill().restore();
  }

  /** The QR symbol: dark modules as filled rectangles (a row's neighbours merged), with a quiet zone of 4 modules. */
  qr(modules: readonly (readonly boolean[])[], start: number, y: number, size: number): void {
    const count = modules.length + 8;
    const module = size / count;
    const left = this.left(start, size) + 4 * module;
    const top = y + 4 * module;
    this.doc.save();
    modules.forEach((row, r) => {
      for (let c = 0; c < row.length; c += 1) {
        if (!row[c]) continue;
        let end = c;
        while (row[end + 1]) end += 1;
        this.doc.rect(left + c * module, top + r * module, (end - c + 1) * module, module);
        c = end;
      }
    });
    this.doc.fillColor('#000000').fill().restore();
  }
}

// ── The invoice ────────────────────────────────────────────────────────────────────────────

/** Columns of the lines table: start offset and width, from the reading start. */
const COLUMNS = (() => {
  const widths = { index: 22, quantity: 34, unitPrice: 64, discount: 58, vat: 56, total: 78 };
  const item = CONTENT_WIDTH - Object.values(widths).reduce((a, b) => a + b, 0);
  const order = [
    ['index', widths.index],
    ['item', item],
    ['quantity', widths.quantity],
    ['unitPrice', widths.unitPrice],
    ['discount', widths.discount],
    ['vat', widths.vat],
    ['total', widths.total],
  ] as const;
  let start = 0;
  return Object.fromEntries(
    order.map(([name, width]) => {
      const column = { start, width };
      start += width;
      return [name, column];
    }),
  ) as Record<(typeof order)[number][0], { start: number; width: number }>;
})();
const CELL_PADDING = 4;

/** Renders the invoice; answers the PDF's bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument, language: Language): Promise<Buffer> {
  const t = translatorFor(language);
  const format = formatsFor(language);
  const amounts = invoiceAmounts(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${t('invoices.title')} ${invoice.invoiceNumber}`,
      Author: language === 'ar' ? invoice.seller.name.ar : invoice.seller.name.en,
      Creator: 'Herfa',
      Producer: 'Herfa',
      CreationDate: invoice.issuedAt,
    },
  });
  const done = collect(doc);
  // pdfkit 0.20 takes an already parsed fontkit font (its changelog); its typings only list bytes.
  doc.registerFont('regular', fontFace('regular') as unknown as Buffer);
  doc.registerFont('bold', fontFace('bold') as unknown as Buffer);
  const sheet = new Sheet(doc, language);

  let y = header(sheet, invoice, t, format);
  y = parties(sheet, invoice, t, format, y);
  if (invoice.ended !== null) y = endedNote(sheet, invoice, t, format, y);
  y = linesTable(sheet, amounts, t, format, y);
  totals(sheet, invoice, amounts, t, format, y);
  footers(sheet, t, format);

  doc.end();
  return done;
}

type T = ReturnType<typeof translatorFor>;

function header(sheet: Sheet, invoice: InvoiceDocument, t: T, format: Formats): number {
  const qrSize = 104;
  const textWidth = CONTENT_WIDTH - qrSize - 16;
  let y = PAGE.margin;
  sheet.line(t('invoices.title'), 0, y, textWidth, { face: 'bold', size: 20, colour: COLOURS.accent });
  y += 32;
  sheet.line(t('invoices.marketplace'), 0, y, textWidth, { size: 8.5, colour: COLOURS.muted });
  y += 22;
  const labelWidth = 100;
  const rows: [string, string][] = [
    [t('invoices.invoiceNumber'), format.code(invoice.invoiceNumber)],
    [t('invoices.issuedAt'), format.dateTime(invoice.issuedAt)],
    [t('invoices.orderCode'), format.code(invoice.orderCode)],
  ];
  for (const [label, value] of rows) {
    sheet.line(label, 0, y, labelWidth, { colour: COLOURS.muted });
    sheet.line(value, labelWidth, y, textWidth - labelWidth, { face: 'bold' });
    y += 16;
  }
  sheet.qr(qrModules(invoiceQrPayload(invoice)), CONTENT_WIDTH - qrSize, PAGE.margin - 6, qrSize);
  return Math.max(y, PAGE.margin + qrSize) + 14;
}

function parties(sheet: Sheet, invoice: InvoiceDocument, t: T, format: Formats, top: number): number {
  const gap = 20;
  const half = (CONTENT_WIDTH - gap) / 2;
  const { language } = sheet;
  const { shippedTo } = invoice;
  const seller = [
    { text: invoice.seller.name[language], style: { face: 'bold', size: 11 } },
    ...(language === 'en' ? [{ text: invoice.seller.name.ar, style: { size: 9.5 } }] : []),
    { text: `${t('invoices.vatNumber')}: ${format.digits(invoice.seller.vatNumber)}`, style: { size: 9.5 } },
  ] satisfies { text: string; style: Style }[];
  const buyer = [
    { text: invoice.buyer.name, style: { face: 'bold', size: 11 } },
    { text: `${t('invoices.shipTo')}:`, style: { size: 8.5, colour: COLOURS.muted } },
    { text: shippedTo.addressText, style: { size: 9.5 } },
    { text: [shippedTo.city[language], shippedTo.region[language], format.country(shippedTo.country)].join(language === 'ar' ? '، ' : ', '), style: { size: 9.5 } },
  ] satisfies { text: string; style: Style }[];

  const block = (title: string, lines: { text: string; style: Style }[], start: number): number => {
    sheet.rule(top, start, half, COLOURS.accent);
    let y = top + 6;
    sheet.line(title, start, y, half, { face: 'bold', size: 8.5, colour: COLOURS.muted });
    y += 15;
    for (const { text, style } of lines) y += sheet.paragraph(text, start, y, half, style);
    return y;
  };
  const bottom = Math.max(block(t('invoices.seller'), seller, 0), block(t('invoices.buyer'), buyer, half + gap));
  return bottom + 14;
}

function endedNote(sheet: Sheet, invoice: InvoiceDocument, t: T, format: Formats, top: number): number {
  const ended = invoice.ended!;
  const lines = [t(`invoices.ended.${ended.status}`, { date: format.date(ended.at) })];
  if (ended.reason) lines.push(t('invoices.ended.reason', { reason: ended.reason }));
  if (invoice.refund) lines.push(t('invoices.ended.refunded', { amount: format.money(invoice.refund.amount), date: format.date(invoice.refund.at) }));
  const inner = CONTENT_WIDTH - 20;
  const style: Style = { size: 9.5 };
  const wrapped = lines.flatMap((line) => sheet.wrap(line, inner, style));
  const height = wrapped.length * sheet.lineHeight(style) + 12;
  sheet.band(0, top, CONTENT_WIDTH, height, COLOURS.alert);
  sheet.band(0, top, 3, height, COLOURS.alertRule);
  wrapped.forEach((line, index) => sheet.line(line, 10, top + 6 + index * sheet.lineHeight(style), inner, index === 0 ? { ...style, face: 'bold' } : style));
  return top + height + 14;
}

function optionsOf(line: PurchasedLine, language: Language, t: T): string[] {
  const options: string[] = [];
  if (line.colour) options.push(t('invoices.options.colour', { value: line.colour.name[language] }));
  if (line.size) options.push(t('invoices.options.size', { value: line.size.name[language] }));
  if (line.nameOnProduct) options.push(t('invoices.options.nameOnProduct', { value: line.nameOnProduct }));
  if (line.giftText) options.push(t('invoices.options.giftText', { value: line.giftText }));
  return options;
}

function linesTable(sheet: Sheet, amounts: InvoiceTotals<PurchasedLine>, t: T, format: Formats, top: number): number {
  const { language } = sheet;
  const headerStyle: Style = { face: 'bold', size: 8.5 };
  const cellStyle: Style = { size: 9 };
  const optionStyle: Style = { size: 8, colour: COLOURS.muted };
  const numeric = ['quantity', 'unitPrice', 'discount', 'vat', 'total'] as const;
  const inner = (column: { start: number; width: number }) => [column.start + CELL_PADDING, column.width - 2 * CELL_PADDING] as const;

  const tableHeader = (y: number): number => {
    const titles = { index: '#', item: t('invoices.columns.item'), quantity: t('invoices.columns.quantity'), unitPrice: t('invoices.columns.unitPrice'), discount: t('invoices.columns.discount'), vat: t('invoices.columns.vat'), total: t('invoices.columns.total') };
    const wrapped = Object.entries(COLUMNS).map(([name, column]) => ({ name, column, lines: sheet.wrap(titles[name as keyof typeof titles], column.width - 2 * CELL_PADDING, headerStyle) }));
    const height = Math.max(...wrapped.map((cell) => cell.lines.length)) * sheet.lineHeight(headerStyle) + 8;
    sheet.band(0, y, CONTENT_WIDTH, height, COLOURS.band);
    for (const { name, column, lines } of wrapped) {
      const [start, width] = inner(column);
      lines.forEach((line, index) => sheet.line(line, start, y + 4 + index * sheet.lineHeight(headerStyle), width, headerStyle, name === 'item' || name === 'index' ? 'start' : 'end'));
    }
    return y + height;
  };

  let y = tableHeader(top);
  amounts.lines.forEach((line, index) => {
    const [itemStart, itemWidth] = inner(COLUMNS.item);
    const name = sheet.wrap(line.name[language], itemWidth, cellStyle);
    const options = optionsOf(line, language, t).flatMap((option) => sheet.wrap(option, itemWidth, optionStyle));
    const height = name.length * sheet.lineHeight(cellStyle) + options.length * sheet.lineHeight(optionStyle) + 8;
    if (y + height > BODY_BOTTOM) {
      sheet.doc.addPage();
      y = tableHeader(PAGE.margin);
    }
    let lineY = y + 4;
    const [indexStart, indexWidth] = inner(COLUMNS.index);
    sheet.line(format.count(index + 1), indexStart, lineY, indexWidth, cellStyle);
    for (const text of name) {
      sheet.line(text, itemStart, lineY, itemWidth, cellStyle);
      lineY += sheet.lineHeight(cellStyle);
    }
    for (const text of options) {
      sheet.line(text, itemStart, lineY, itemWidth, optionStyle);
      lineY += sheet.lineHeight(optionStyle);
    }
    const values: Record<(typeof numeric)[number], string> = {
      quantity: format.count(line.quantity),
      unitPrice: format.amount(line.unitPrice),
      discount: line.unitDiscount === 0 ? '—' : format.amount(line.unitDiscount * line.quantity),
      vat: format.amount(line.vat),
      total: format.amount(line.gross),
    };
    for (const column of numeric) {
      const [start, width] = inner(COLUMNS[column]);
      sheet.line(values[column], start, y + 4, width, column === 'total' ? { ...cellStyle, face: 'bold' } : cellStyle, 'end');
    }
    y += height;
    sheet.rule(y);
  });
  y += 6;
  sheet.line(t('invoices.amountsIn', { rate: format.rate }), 0, y, CONTENT_WIDTH, { size: 8, colour: COLOURS.muted });
  return y + 22;
}

function totals(sheet: Sheet, invoice: InvoiceDocument, amounts: InvoiceTotals<PurchasedLine>, t: T, format: Formats, top: number): void {
  const width = 270;
  const start = CONTENT_WIDTH - width;
  const itemsTotal = amounts.lines.reduce((total, line) => total + line.gross, 0);
  const rows: { label: string; value: string; strong?: boolean; ruleAbove?: boolean }[] = [
    { label: t('invoices.totals.items'), value: format.money(itemsTotal) },
    { label: t('invoices.totals.shipping'), value: format.money(amounts.shipping.gross) },
    { label: t('invoices.totals.net'), value: format.money(amounts.net), ruleAbove: true },
    { label: t('invoices.totals.vat', { rate: format.rate }), value: format.money(amounts.vat) },
    { label: t('invoices.totals.gross'), value: format.money(amounts.gross), strong: true, ruleAbove: true },
  ];
  const payments = [
    ...(invoice.walletPart > 0 ? [{ label: t('invoices.payment.wallet'), value: format.money(invoice.walletPart) }] : []),
    ...(invoice.cardPart > 0 ? [{ label: t('invoices.payment.card'), value: format.money(invoice.cardPart) }] : []),
  ];
  const height = rows.length * 18 + 8 + payments.length * 16 + 12;
  let y = top;
  if (y + height > BODY_BOTTOM) {
    sheet.doc.addPage();
    y = PAGE.margin;
  }
  for (const row of rows) {
    if (row.ruleAbove) sheet.rule(y - 3, start, width, row.strong ? COLOURS.text : COLOURS.rule);
    const style: Style = row.strong ? { face: 'bold', size: 11 } : { size: 9.5 };
    sheet.line(row.label, start, y, width * 0.6, style);
    sheet.line(row.value, start + width * 0.6, y, width * 0.4, style, 'end');
    y += row.strong ? 20 : 18;
  }
  y += 8;
  for (const row of payments) {
    sheet.line(row.label, start, y, width * 0.6, { size: 9, colour: COLOURS.muted });
    sheet.line(row.value, start + width * 0.6, y, width * 0.4, { size: 9, colour: COLOURS.muted }, 'end');
    y += 16;
  }
}

function footers(sheet: Sheet, t: T, format: Formats): void {
  const { start, count } = sheet.doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    sheet.doc.switchToPage(page);
    const y = PAGE.height - PAGE.margin - 18;
    sheet.rule(y - 6);
    const pageLabel = t('invoices.page', { page: format.count(page - start + 1), pages: format.count(count) });
    const pageWidth = 90;
    sheet.line(t('invoices.footer'), 0, y, CONTENT_WIDTH - pageWidth, { size: 7.5, colour: COLOURS.muted });
    sheet.line(pageLabel, CONTENT_WIDTH - pageWidth, y, pageWidth, { size: 7.5, colour: COLOURS.muted }, 'end');
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
