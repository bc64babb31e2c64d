// A mail written out in words: each kind says what it has to say as a short list of neutral
// blocks (paragraphs, rows of label and value, a button, a code), and one layout writes that
// list out twice, as plain text and as a mail-client-safe HTML document, in the reader's
// language (Arabic right to left). Pure: the words come from locales/<lang>/mail.json.
import type { TFunction } from 'i18next';
import { directionOf, type Language } from '../../../src/domain/locale';
import { formatMoney, formatNumber, INTL_LOCALES } from '../../../src/domain/money-format';
import { hasMessage, translatorFor } from '../messages';
import { firstName, type OrderRecord } from '../orders/order-views';
import type { MailParams, OutgoingMail, RenderedMail } from './mail';

/** What writing a mail out needs besides its kind and parameters. */
export interface MailContext {
  readonly language: Language;
  /** The reader's full name; null when the mail goes to an address without an account (customer care). */
  readonly recipientName: string | null;
  /** The storefront's origin as shoppers reach it, without a trailing slash (http://localhost:3000). */
  readonly publicUrl: string;
  /** For orderPlaced and orderStatus: the order as its shopper reads it, in `language`; null when it is gone. */
  readonly order: OrderRecord | null;
}

/** Writes one mail out: subject, plain text and HTML, in the reader's language (customer care's mail in English). */
export function renderMail(mail: OutgoingMail, context: MailContext): RenderedMail {
  const language = mail.kind === 'contactMessage' ? 'en' : context.language;
  const reader: Reader = {
    language,
    t: translatorFor(language),
    name: context.recipientName,
    order: context.order,
    url: (path) => `${context.publicUrl}/${language}${path}`,
  };
  return writeOut(letterFor(mail, reader), reader);
}

// ── What a mail says, whatever it is written out as ─────────────────────────────────────────

type Block =
  | { readonly type: 'heading'; readonly text: string }
  /** Line breaks in the text are kept. */
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'rows'; readonly rows: readonly Row[] }
  | { readonly type: 'button'; readonly label: string; readonly url: string; readonly secondary?: boolean }
  /** A code the reader types in, shown large. */
  | { readonly type: 'code'; readonly code: string };

interface Row {
  readonly label: string;
  readonly value: string;
  /** A second, smaller line under the label (an item's options and quantity). */
  readonly detail?: string;
  readonly strong?: boolean;
}

interface Letter {
  readonly subject: string;
  readonly title: string;
  readonly blocks: readonly Block[];
  /** Why the reader got this mail. */
  readonly footer: string;
  /** The plain text word for word as it was written before templates (other tests read it); else the blocks written out. */
  readonly text?: string;
}

interface Reader {
  readonly language: Language;
  readonly t: TFunction;
  readonly name: string | null;
  readonly order: OrderRecord | null;
  /** A storefront page in the reader's language: url('/cart'); url('') is the home page. */
  readonly url: (path: string) => string;
}

const BIDI_ISOLATES = /[\u2066-\u2069]/g;

/**
 * A value set apart from the words around it, so that a Latin code or name keeps its order in
 * Arabic text and an Arabic name in English text: marked with Unicode's own isolate marks (FSI…PDI),
 * written out as <bdi> in HTML and dropped from the plain text. Marks already in the value are
 * dropped, so the pairs always match.
 */
const isolate = (value: string): string => `\u2068${value.replace(BIDI_ISOLATES, '')}\u2069`;
/** An isolated value as isolate() marks it (FSI, the value, PDI). */
const ISOLATED = /\u2068([^\u2066-\u2069]*)\u2069/g;

const paragraph = (text: string): Block => ({ type: 'paragraph', text });
const heading = (text: string): Block => ({ type: 'heading', text });
const rows = (list: readonly Row[]): Block => ({ type: 'rows', rows: list });
const button = (label: string, url: string, secondary = false): Block => ({ type: 'button', label, url, secondary });

function letterFor(mail: OutgoingMail, reader: Reader): Letter {
  switch (mail.kind) {
    case 'orderPlaced':
      return orderPlaced(mail.params, reader);
    case 'orderStatus':
      return orderStatus(mail.params, reader);
    case 'paymentFailed':
      return paymentFailed(mail.params, reader);
    case 'walletToppedUp':
      return walletToppedUp(mail.params, reader);
    case 'welcome':
      return welcome(reader);
    case 'passwordChanged':
      return passwordChanged(reader);
    case 'passwordResetCode':
      return passwordResetCode(mail.params, reader);
    case 'registrationCode':
      return registrationCode(mail.params, reader);
    case 'registrationAttempt':
      return registrationAttempt(reader);
    case 'contactMessage':
      return contactMessage(mail.params, reader);
  }
}

/** A mail to a shopper: greeted by first name, signed by the team, with the account footer. */
function toShopper(reader: Reader, letter: Pick<Letter, 'subject' | 'title' | 'blocks'>): Letter {
  const { t, name } = reader;
  const first = name === null ? '' : firstName(name);
  return {
    ...letter,
    blocks: [paragraph(first === '' ? t('mail.greetingWithoutName') : t('mail.greeting', { name: isolate(first) })), ...letter.blocks, paragraph(t('mail.signOff'))],
    footer: t('mail.footer'),
  };
}

const money = (halalas: number, reader: Reader): string => formatMoney(halalas, reader.language);

function orderPlaced({ code }: MailParams['orderPlaced'], reader: Reader): Letter {
  const { t, order } = reader;
  const summary =
    order === null
      ? [paragraph(t('mail.orderPlaced.introWithoutDetails', { code: isolate(code) }))]
      : [paragraph(t('mail.orderPlaced.intro', { code: isolate(code), store: isolate(order.seller.name) })), ...orderSummary(order, reader)];
  return toShopper(reader, {
    subject: t('mail.orderPlaced.subject', { code }),
    title: t('mail.orderPlaced.title'),
    blocks: [...summary, button(t('mail.actions.viewOrder'), reader.url(`/orders/${code}`))],
  });
}

const ITEM_OPTIONS = ['colour', 'size', 'nameOnProduct', 'giftText'] as const;

/** The items, the amounts, how they were paid and where the order goes. */
function orderSummary(order: OrderRecord, reader: Reader): Block[] {
  const { t, language } = reader;
  const items = order.items.map((item): Row => {
    const options = ITEM_OPTIONS.flatMap((option) => {
      const value = item[option];
      return value === null || value === '' ? [] : [t('mail.order.option', { label: t(`mail.order.options.${option}`), value: isolate(value) })];
    });
    const quantity = t('mail.order.quantity', { quantity: formatNumber(item.quantity, language) });
    return { label: isolate(item.name), detail: [...options, quantity].join(' · '), value: money(item.total, reader) };
  });
  const amounts: Row[] = [
    { label: t('mail.order.subtotal'), value: money(order.subtotal, reader) },
    ...(order.discount > 0 ? [{ label: t('mail.order.discount'), value: formatMoney(-order.discount, language, { sign: 'always' }) }] : []),
    { label: t('mail.order.shippingFee'), value: order.shippingFee === 0 ? t('mail.order.freeShipping') : money(order.shippingFee, reader) },
    { label: t('mail.order.total'), value: money(order.total, reader), strong: true },
  ];
  const paid: Row[] = [
    ...(order.walletPart > 0 ? [{ label: t('mail.order.walletPart'), value: money(order.walletPart, reader) }] : []),
    ...(order.cardPart > 0 ? [{ label: t('mail.order.cardPart'), value: money(order.cardPart, reader) }] : []),
  ];
  const { shippedTo } = order;
  const place = [shippedTo.city, shippedTo.region, countryName(shippedTo.country, language)].join(language === 'ar' ? '، ' : ', ');
  return [
    heading(t('mail.order.items')),
    rows(items),
    rows(amounts),
    ...(paid.length > 0 ? [heading(t('mail.order.payment')), rows(paid)] : []),
    heading(t('mail.order.address')),
    paragraph(`${isolate(shippedTo.addressText)}\n${place}`),
  ];
}

/** A country code (SA) named in the reader's language; anything else as stored. */
function countryName(country: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  return new Intl.DisplayNames([INTL_LOCALES[language]], { type: 'region' }).of(country) ?? country;
}

function orderStatus({ code, status, refunded }: MailParams['orderStatus'], reader: Reader): Letter {
  const { t, order } = reader;
  const reason = status === 'cancelled' || status === 'rejected' ? (order?.reason ?? '').trim() : '';
  const refund = refunded !== null && refunded > 0;
  return toShopper(reader, {
    subject: t(`mail.orderStatus.${status}.subject`, { code }),
    title: t(`mail.orderStatus.${status}.title`),
    blocks: [
      paragraph(t(`mail.orderStatus.${status}.body`, { code: isolate(code) })),
      ...(reason === '' ? [] : [paragraph(t('mail.orderStatus.reason', { reason: isolate(reason) }))]),
      ...(refund ? [paragraph(t('mail.orderStatus.refunded', { amount: money(refunded, reader) }))] : []),
      button(t('mail.actions.viewOrder'), reader.url(`/orders/${code}`)),
      ...(refund ? [button(t('mail.actions.viewWallet'), reader.url('/profile/wallet'), true)] : []),
    ],
  });
}

/**
 * A decline's own words (payment.declined.*). Other codes say nothing more: payment.failed
 * sends the shopper to their inbox, which is where this mail already is.
 */
function declineReason(code: string, t: TFunction): string | null {
  return code.startsWith('payment.declined.') && hasMessage(code) ? t(code) : null;
}

function paymentFailed({ amount, reason }: MailParams['paymentFailed'], reader: Reader): Letter {
  const { t } = reader;
  const why = declineReason(reason, t);
  return toShopper(reader, {
    subject: t('mail.paymentFailed.subject'),
    title: t('mail.paymentFailed.title'),
    blocks: [
      paragraph(t('mail.paymentFailed.body', { amount: money(amount, reader) })),
      ...(why === null ? [] : [paragraph(why)]),
      paragraph(t('mail.paymentFailed.walletIntact')),
      paragraph(t('mail.paymentFailed.tryAgain')),
      button(t('mail.actions.goToCart'), reader.url('/cart')),
    ],
  });
}

function walletToppedUp({ amount }: MailParams['walletToppedUp'], reader: Reader): Letter {
  const { t } = reader;
  return toShopper(reader, {
    subject: t('mail.walletToppedUp.subject', { amount: money(amount, reader) }),
    title: t('mail.walletToppedUp.title'),
    blocks: [paragraph(t('mail.walletToppedUp.body', { amount: money(amount, reader) })), button(t('mail.actions.viewWallet'), reader.url('/profile/wallet'))],
  });
}

function welcome(reader: Reader): Letter {
  const { t } = reader;
  return toShopper(reader, {
    subject: t('mail.welcome.subject'),
    title: t('mail.welcome.title'),
    blocks: [paragraph(t('mail.welcome.body')), paragraph(t('mail.welcome.about')), button(t('mail.actions.startShopping'), reader.url(''))],
  });
}

function passwordChanged(reader: Reader): Letter {
  const { t } = reader;
  return toShopper(reader, {
    subject: t('mail.passwordChanged.subject'),
    title: t('mail.passwordChanged.title'),
    blocks: [
      paragraph(t('mail.passwordChanged.body')),
      paragraph(t('mail.passwordChanged.notYou')),
      button(t('mail.actions.resetPassword'), reader.url('/auth/forget-password')),
      button(t('mail.actions.contactUs'), reader.url('/contact-us'), true),
    ],
  });
}

/** Subject and text are auth.resetMail's, as the reset mail has always read (other tests read the code from the text). */
function passwordResetCode({ code, minutes }: MailParams['passwordResetCode'], reader: Reader): Letter {
  const { t } = reader;
  const params = { name: reader.name ?? '', code, minutes };
  const letter = toShopper(reader, {
    subject: t('auth.resetMail.subject', params),
    title: t('mail.passwordResetCode.title'),
    blocks: [
      paragraph(t('mail.passwordResetCode.intro')),
      { type: 'code', code },
      paragraph(t('mail.passwordResetCode.validity', { minutes })),
      paragraph(t('mail.passwordResetCode.ignore')),
    ],
  });
  return { ...letter, text: t('auth.resetMail.text', params) };
}

/** The code that confirms a new account's email, laid out as the reset code's mail. */
function registrationCode({ code, minutes }: MailParams['registrationCode'], reader: Reader): Letter {
  const { t } = reader;
  const letter = toShopper(reader, {
    subject: t('mail.registrationCode.subject', { code }),
    title: t('mail.registrationCode.title'),
    blocks: [
      paragraph(t('mail.registrationCode.intro')),
      { type: 'code', code },
      paragraph(t('mail.registrationCode.validity', { minutes })),
      paragraph(t('mail.registrationCode.ignore')),
    ],
  });
  // The reader has no account yet: the footer says why they got it.
  return { ...letter, footer: t('mail.registrationCode.footer') };
}

/** Someone registered the owner's email: no account was made, and the owner is shown the way back in. */
function registrationAttempt(reader: Reader): Letter {
  const { t } = reader;
  return toShopper(reader, {
    subject: t('mail.registrationAttempt.subject'),
    title: t('mail.registrationAttempt.title'),
    blocks: [
      paragraph(t('mail.registrationAttempt.body')),
      paragraph(t('mail.registrationAttempt.ifYou')),
      button(t('mail.actions.logIn'), reader.url('/auth/login')),
      button(t('mail.actions.resetPassword'), reader.url('/auth/forget-password'), true),
      paragraph(t('mail.registrationAttempt.notYou')),
    ],
  });
}

/** A header-like value on one line: a line break in a subject would read as a forged header in some mail clients. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** To customer care, in English; the text is the one content.ts sent before templates, line for line. */
function contactMessage(message: MailParams['contactMessage'], reader: Reader): Letter {
  const { t } = reader;
  const fields: Row[] = [
    { label: t('mail.contactMessage.fields.from'), value: `${isolate(oneLine(message.name))} <${message.email}>` },
    { label: t('mail.contactMessage.fields.replyTo'), value: message.email },
    { label: t('mail.contactMessage.fields.phone'), value: message.phone ?? '-' },
    { label: t('mail.contactMessage.fields.account'), value: message.userId ?? t('mail.contactMessage.notSignedIn') },
    { label: t('mail.contactMessage.fields.language'), value: message.language },
    { label: t('mail.contactMessage.fields.subject'), value: isolate(oneLine(message.subject)) },
  ];
  const intro = t('mail.contactMessage.intro', { id: message.id });
  return {
    subject: t('mail.contactMessage.subject', { subject: oneLine(message.subject) }),
    title: t('mail.contactMessage.title'),
    blocks: [paragraph(intro), rows(fields), heading(t('mail.contactMessage.message')), paragraph(isolate(message.message))],
    footer: t('mail.contactMessage.footer'),
    text: [intro, '', ...fields.map((field) => `${field.label}: ${plain(field.value)}`), '', message.message].join('\n'),
  };
}

// ── Writing it out ──────────────────────────────────────────────────────────────────────────

function writeOut(letter: Letter, reader: Reader): RenderedMail {
  return { subject: plain(letter.subject), text: letter.text ?? asText(letter, reader), html: asHtml(letter, reader) };
}

/** Plain text needs no isolate marks: a mail client shows each line as it comes. */
const plain = (text: string): string => text.replace(BIDI_ISOLATES, '');

function asText(letter: Letter, reader: Reader): string {
  const body = letter.blocks
    .map((block, index) => (index > 0 && letter.blocks[index - 1]?.type !== 'heading' ? '\n' : '') + blockAsText(block))
    .join('\n');
  return plain([letter.title, '', body, '', '-- ', letter.footer, `${reader.t('mail.visit')}: ${reader.url('')}`].join('\n'));
}

function blockAsText(block: Block): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'rows':
      return block.rows.map((row) => `${row.label}: ${row.value}${row.detail === undefined ? '' : `\n  ${row.detail}`}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'code':
      return block.code;
  }
}

/** Characters with a meaning in HTML text and attribute values, as entities. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The storefront's primary colour: src/ui/theme.ts's green, shade 7 (white text on it at 5.4:1). */
const PRIMARY = '#0e7a40';
const COLOURS = { text: '#1b2433', muted: '#5f6b7e', rule: '#e4e9f0', page: '#f1f4f8', card: '#ffffff', codeBackground: '#e9f7ef' } as const;
/** Web fonts are not loaded by mail clients: the system's face, then faces that have Arabic glyphs everywhere. */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Tahoma, Arial, sans-serif";
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

function asHtml(letter: Letter, reader: Reader): string {
  const { language, t } = reader;
  const dir = directionOf(language);
  const start = dir === 'rtl' ? 'right' : 'left';
  const end = dir === 'rtl' ? 'left' : 'right';
  /** Text as HTML: escaped, isolated values in <bdi>, line breaks kept. */
  const inline = (text: string): string =>
    escapeHtml(text)
      .replace(ISOLATED, '<bdi>$1</bdi>')
      .replace(BIDI_ISOLATES, '')
      .replace(/\r\n?|\n/g, '<br>');
  const home = escapeHtml(reader.url(''));

  const blockAsHtml = (block: Block): string => {
    switch (block.type) {
      case 'heading':
        return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.4;font-weight:700;color:${COLOURS.text};">${inline(block.text)}</h2>`;
      case 'paragraph':
        return `<p style="margin:0 0 16px;">${inline(block.text)}</p>`;
      case 'rows':
        return `<table ${TABLE} width="100%" style="width:100%;border-collapse:collapse;margin:0 0 16px;">${block.rows.map(rowAsHtml).join('')}</table>`;
      case 'button': {
        const [background, colour] = block.secondary === true ? [COLOURS.card, PRIMARY] : [PRIMARY, '#ffffff'];
        return (
          `<table ${TABLE} style="margin:8px 0 16px;"><tr><td style="border-radius:6px;background-color:${background};border:1px solid ${PRIMARY};">` +
          `<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;font-family:${FONT};font-size:16px;font-weight:700;line-height:1.2;color:${colour};text-decoration:none;">${inline(block.label)}</a>` +
          `</td></tr></table>`
        );
      }
      case 'code':
        return `<p dir="ltr" style="margin:0 0 16px;padding:16px;border-radius:8px;background-color:${COLOURS.codeBackground};text-align:center;font-family:Menlo,Consolas,'Courier New',monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:${PRIMARY};">${escapeHtml(block.code)}</p>`;
    }
  };

  const rowAsHtml = (row: Row): string => {
    const cell = `padding:8px 0;border-bottom:1px solid ${COLOURS.rule};vertical-align:top;${row.strong === true ? 'font-weight:700;' : ''}`;
    const detail = row.detail === undefined ? '' : `<br><span style="font-size:13px;color:${COLOURS.muted};">${inline(row.detail)}</span>`;
    return (
      `<tr><td style="${cell}text-align:${start};">${inline(row.label)}${detail}</td>` +
      `<td style="${cell}padding-${start}:16px;text-align:${end};white-space:nowrap;">${inline(row.value)}</td></tr>`
    );
  };

  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(plain(letter.subject))}</title>`,
    '</head>',
    `<body dir="${dir}" style="margin:0;padding:0;background-color:${COLOURS.page};">`,
    `<table ${TABLE} width="100%" style="width:100%;background-color:${COLOURS.page};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table ${TABLE} width="600" style="width:100%;max-width:600px;">`,
    `<tr><td dir="${dir}" style="padding:20px 32px;border-radius:8px 8px 0 0;background-color:${PRIMARY};text-align:${start};font-family:${FONT};">` +
      `<a href="${home}" style="font-size:24px;font-weight:700;line-height:1.2;color:#ffffff;text-decoration:none;">${escapeHtml(t('common.brand'))}</a></td></tr>`,
    `<tr><td dir="${dir}" style="padding:32px;border-radius:0 0 8px 8px;background-color:${COLOURS.card};text-align:${start};font-family:${FONT};font-size:16px;line-height:1.6;color:${COLOURS.text};">`,
    `<h1 style="margin:0 0 24px;font-size:22px;line-height:1.4;font-weight:700;color:${COLOURS.text};">${inline(letter.title)}</h1>`,
    ...letter.blocks.map(blockAsHtml),
    '</td></tr>',
    `<tr><td dir="${dir}" style="padding:16px 32px;text-align:${start};font-family:${FONT};font-size:13px;line-height:1.6;color:${COLOURS.muted};">` +
      `${inline(letter.footer)}<br><a href="${home}" style="color:${PRIMARY};">${escapeHtml(t('mail.visit'))}</a></td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}
