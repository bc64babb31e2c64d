// The operators' command-line tool for orders (`npm run orders -- …`): list and show orders,
// move one on as its seller would, reject it with a reason (refunded to the wallet like a
// shopper's cancellation), or confirm its delivery as the system. It runs the very commands the
// API runs (server/use-cases/orders) on the database the server's configuration names, so
// the transition table, the locking and the at-most-once refund are the same. Answers an exit
// code: 0 done, 1 refused (no such order, a move the table does not allow), 2 wrong usage.
import { parseArgs } from 'node:util';
import { withServerDatabase } from './server-database';
import { formatMoney } from '../../src/domain/money-format';
import { ORDER_STATUSES, type OrderActor, type OrderStatus } from '../../src/domain/order';
import { orderPage, orderRecord, type OrderScope } from '../use-cases/orders/order-views';
import { changeOrderStatus } from '../use-cases/orders/orders';
import { translatorFor } from '../use-cases/messages';
import { systemClock, type Clock, type GuestAnswerCache } from '../use-cases/ports';
import type { Repositories } from '../use-cases/repositories';
import { ResponseCache } from '../http/response-cache';
import { DrizzleOrdersRepository } from '../persistence/orders/drizzle-orders-repository';

export const USAGE = `Usage: npm run orders -- <command> [options]

Commands:
  list [--status <status>] [--group current|previous] [--seller <slug>] [--page <n>] [--page-size <n>]
                                   Orders, newest first.
  show <code>                      One order: items, amounts, address, history.
  move <code> <status> [--reason <text>]
                                   Move an order as its seller: inprogress, shipped, delivered,
                                   or rejected (a reason is required to reject).
  reject <code> --reason <text>    Reject an order; what was paid goes back to the shopper's wallet.
  deliver <code>                   Confirm delivery as the system (a carrier's confirmation).

Statuses: ${ORDER_STATUSES.join(', ')}. Codes look like HRF-001001.
The database is the server's: DATABASE_URL (PostgreSQL), else the embedded one in DATA_DIR (./data).`;

/** What the tool's commands use: the server's Services have it; the tool builds its own without an HTTP server. */
export interface OrderServices {
  readonly repositories: Pick<Repositories, 'orders'>;
  readonly clock: Clock;
  readonly responseCache: GuestAnswerCache;
}

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const consoleOutput: CliOutput = { out: (line) => console.info(line), err: (line) => console.error(line) };

export type ParsedCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'list'; readonly status: 'all' | OrderStatus; readonly group?: 'current' | 'previous'; readonly seller?: string; readonly page: number; readonly pageSize: number }
  | { readonly kind: 'show'; readonly code: string }
  | { readonly kind: 'move'; readonly code: string; readonly to: OrderStatus; readonly by: OrderActor; readonly reason?: string };

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const CODE = /^HRF-\d{6,}$/;

function orderCode(value: string | undefined): string {
  const code = value?.trim().toUpperCase();
  if (code === undefined || code === '') throw new UsageError('Which order? Give its code, e.g. HRF-001001.');
  if (!CODE.test(code)) throw new UsageError(`"${value}" is not an order code; codes look like HRF-001001.`);
  return code;
}

function status(value: string, what: string): OrderStatus {
  const found = ORDER_STATUSES.find((candidate) => candidate === value.trim().toLowerCase());
  if (found === undefined) throw new UsageError(`${what} must be one of ${ORDER_STATUSES.join(', ')}; got "${value}".`);
  return found;
}

function wholeNumber(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}; got "${value}".`);
  return number;
}

/** The command the arguments ask for; a UsageError says what is wrong with them. */
export function parseOrdersCommand(argv: readonly string[]): ParsedCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        group: { type: 'string' },
        seller: { type: 'string' },
        reason: { type: 'string' },
        page: { type: 'string' },
        'page-size': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') return { kind: 'help' };
  const extra = (allowed: number) => {
    if (rest.length > allowed) throw new UsageError(`Unexpected argument "${rest[allowed]}" for ${command}.`);
  };
  const only = (command: string, ...allowed: (keyof typeof values)[]) => {
    const given = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== undefined && !allowed.includes(key));
    if (given.length > 0) throw new UsageError(`${command} does not take --${given[0]}.`);
  };
  const reason = values.reason?.trim();

  switch (command) {
    case 'list': {
      extra(0);
      only('list', 'status', 'group', 'seller', 'page', 'page-size');
      const group = values.group?.trim().toLowerCase();
      if (group !== undefined && group !== 'current' && group !== 'previous') throw new UsageError(`--group must be current or previous; got "${values.group}".`);
      return {
        kind: 'list',
        status: values.status === undefined || values.status.trim().toLowerCase() === 'all' ? 'all' : status(values.status, '--status'),
        ...(group === undefined ? {} : { group }),
        ...(values.seller === undefined ? {} : { seller: values.seller.trim() }),
        page: wholeNumber(values.page, 'page', 1, 10_000),
        pageSize: wholeNumber(values['page-size'], 'page-size', 50, 500),
      };
    }
    case 'show':
      extra(1);
      only('show');
      return { kind: 'show', code: orderCode(rest[0]) };
    case 'move': {
      extra(2);
      only('move', 'reason');
      const code = orderCode(rest[0]);
      if (rest[1] === undefined) throw new UsageError('Move it to which status? e.g. npm run orders -- move HRF-001001 shipped');
      return { kind: 'move', code, to: status(rest[1], 'The status'), by: 'seller', ...(reason === undefined ? {} : { reason }) };
    }
    case 'reject':
      extra(1);
      only('reject', 'reason');
      return { kind: 'move', code: orderCode(rest[0]), to: 'rejected', by: 'seller', ...(reason === undefined ? {} : { reason }) };
    case 'deliver':
      extra(1);
      only('deliver');
      return { kind: 'move', code: orderCode(rest[0]), to: 'delivered', by: 'system' };
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** SAR 1,250.00, with a plain space: terminals and scripts reading the output expect one. */
const sar = (halalas: number): string => formatMoney(halalas, 'en').replace(/\u00a0/g, ' ');
const when = (iso: string): string => iso.replace('T', ' ').slice(0, 16);

/** Runs one parsed command on the database of `services`; answers the exit code. */
export async function runOrdersCommand(services: OrderServices, command: ParsedCommand, io: CliOutput = consoleOutput): Promise<number> {
  const t = translatorFor('en');
  switch (command.kind) {
    case 'help':
      io.out(USAGE);
      return 0;
    case 'list': {
      const scope: OrderScope = command.seller === undefined ? { kind: 'operator' } : { kind: 'seller', sellerSlug: command.seller };
      const { items, total } = await orderPage(services.repositories.orders, scope, command, 'en');
      if (total === 0) {
        io.out('No orders.');
        return 0;
      }
      const rows = items.map((order) => [order.code, when(order.createdAt), order.status, order.seller.slug, `${order.shopperName}, ${order.city}`, String(order.itemCount), sar(order.total)]);
      const header = ['CODE', 'PLACED (UTC)', 'STATUS', 'SELLER', 'SHOPPER', 'ITEMS', 'TOTAL'];
      const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
      for (const row of [header, ...rows]) io.out(row.map((cell, column) => (column >= 5 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd());
      const first = (command.page - 1) * command.pageSize + 1;
      io.out(items.length === 0 ? `No orders on page ${command.page} (${total} in all).` : `Orders ${first}–${first + items.length - 1} of ${total}.`);
      return 0;
    }
    case 'show': {
      const order = await orderRecord(services.repositories.orders, { kind: 'operator' }, command.code, 'en');
      if (order === null) {
        io.err(`${command.code}: ${t('orders.notFound')}`);
        return 1;
      }
      io.out(`${order.code}  ${order.status}  placed ${when(order.createdAt)} UTC  seller ${order.seller.name} (${order.seller.slug})`);
      io.out(`Shopper: ${order.shopper.name}${order.shopper.phone === null ? '' : `, ${order.shopper.phone}`}`);
      io.out(`Ship to: ${order.shippedTo.addressText}, ${order.shippedTo.city}, ${order.shippedTo.region}, ${order.shippedTo.country}`);
      for (const item of order.items) {
        const options = [item.colour, item.size, item.nameOnProduct].filter((option) => option !== null).join(', ');
        io.out(`  ${item.quantity} × ${item.name}${options === '' ? '' : ` (${options})`}  ${sar(item.total)}`);
      }
      io.out(`Subtotal ${sar(order.subtotal)}, discount ${sar(order.discount)}, shipping ${sar(order.shippingFee)}, total ${sar(order.total)} (wallet ${sar(order.walletPart)}, card ${sar(order.cardPart)})`);
      if (order.refund !== null) io.out(`Refunded ${sar(order.refund.amount)} to the wallet at ${when(order.refund.at)} UTC`);
      io.out('History:');
      for (const event of order.history) io.out(`  ${when(event.at)}  ${event.status} by ${event.actor}${event.reason === null ? '' : `: ${event.reason}`}`);
      return 0;
    }
    case 'move': {
      const desk = { orders: services.repositories.orders, clock: services.clock, guestAnswers: services.responseCache };
      const result = await changeOrderStatus(desk, { kind: 'operator' }, { code: command.code, to: command.to, by: command.by, reason: command.reason });
      if (!result.ok) {
        io.err(`${command.code}: ${t(result.error.code, { ...result.error.params })}`);
        return 1;
      }
      const { from, to, refunded } = result.value;
      io.out(`${command.code}: ${from} → ${to}${command.by === 'system' ? ' (confirmed by the system)' : ''}.`);
      if (refunded !== null) io.out(`${sar(refunded)} refunded to the shopper's wallet; the pieces are back in stock.`);
      return 0;
    }
  }
}

/** The whole tool: arguments → the server's configuration and database → the command → exit code. */
export async function ordersCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, io: CliOutput = consoleOutput): Promise<number> {
  let command: ParsedCommand;
  try {
    command = parseOrdersCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err('Run `npm run orders -- help` for the commands.');
    return 2;
  }
  if (command.kind === 'help') {
    io.out(USAGE);
    return 0;
  }

  return withServerDatabase(env, (database) => {
    // This process's cache is its own; the server's cached guest answers live at most a few seconds.
    const services: OrderServices = { repositories: { orders: new DrizzleOrdersRepository(database.db) }, clock: systemClock, responseCache: new ResponseCache(systemClock) };
    return runOrdersCommand(services, command, io);
  });
}
