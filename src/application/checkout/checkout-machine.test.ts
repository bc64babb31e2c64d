// The checkout machine, walked transition by transition: for every state the graph utilities
// reach, the shortest path to it, then each transition out of it, replayed on a real actor whose
// gateway calls are fakes that answer as the path says. Targeted tests then follow the money:
// which idempotency key each attempt sends, when the card part is confirmed, where the browser goes.
// Last, the laws of checkout, as properties over random sequences of the shopper's clicks and the
// server's answers, read off the trace of what the server was asked and where the browser went.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import type { NewAddress, SavedAddress } from '../ports/address-book';
import type { CartShipping, CheckoutOutcome, PlaceOrder, Quote } from '../ports/checkout-gateway';
import { RequestFailure } from '../ports/request-failure';
import type { Answer as ServerAnswer } from '../testing/held-calls';
import { everyTransition } from '../testing/machine-paths';
import { checkLaw, randomSteps, Trace, type Server, type TraceEntry } from '../testing/random-runs';
import { checkoutMachine, newIdempotencyKey, type CheckoutEvent } from './checkout-machine';

const address = (id: string, regionId: string, isDefault: boolean): SavedAddress => ({
  id,
  regionId,
  regionName: regionId,
  cityId: `${regionId}-city`,
  cityName: `${regionId} city`,
  addressText: `${id} street`,
  isDefault,
  location: null,
});

const HOME = address('a0000000-0000-4000-8000-000000000001', 'riyadh', true);
const WORK = address('a0000000-0000-4000-8000-000000000002', 'makkah', false);
const ADDED = address('a0000000-0000-4000-8000-000000000003', 'eastern-province', true);
const NEW_ADDRESS: NewAddress = { regionId: ADDED.regionId, cityId: ADDED.cityId, addressText: ADDED.addressText, isDefault: true };

/** A 120 SAR checkout; the wallet holds `walletBalance`. */
const quoteOf = (walletBalance: number): Quote => {
  const walletPart = Math.min(12_000, walletBalance);
  return {
    addressId: HOME.id,
    orders: [],
    totals: { subtotal: 10_000, discount: 0, deliveryFees: 2_000, total: 12_000, itemCount: 1 },
    walletBalance,
    split: { total: 12_000, walletPart, cardPart: 12_000 - walletPart, needsCardConfirmation: walletPart < 12_000 },
  };
};
const WALLET_QUOTE = quoteOf(50_000);
const CARD_QUOTE = quoteOf(5_000);

const outcome = (state: CheckoutOutcome['state'], changes: Partial<CheckoutOutcome> = {}): CheckoutOutcome => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  state,
  total: 12_000,
  walletPart: 12_000,
  cardPart: 0,
  redirectUrl: null,
  orderCodes: [],
  failure: null,
  ...changes,
});
const PAID = outcome('paid', { orderCodes: ['HRF-000001'] });
const GATEWAY_URL = '/sandbox-gateway/payments/g-1?lang=en';
const AWAITING = outcome('awaiting-payment', { walletPart: 5_000, cardPart: 7_000, redirectUrl: GATEWAY_URL });
const EXPIRED = outcome('expired');

/** The cart for HOME's region: Najd Weavers does not deliver there (two lines), Hejaz Pottery does. */
const SHIPPING: CartShipping = {
  addressId: HOME.id,
  region: 'Riyadh',
  stores: [
    { seller: { slug: 'najd-weavers', name: 'Najd Weavers' }, fee: null, lineIds: ['line-1', 'line-3'] },
    { seller: { slug: 'hejaz-pottery', name: 'Hejaz Pottery' }, fee: 2_000, lineIds: ['line-2'] },
  ],
};

const refused = (status: number, code: string, fields: Record<string, string[]> = {}) =>
  new RequestFailure(status, code, `message of ${code}`, fields);
const UNREACHABLE = new RequestFailure(0, 'http.unreachable', 'Failed to fetch');

const USER_EVENTS: readonly CheckoutEvent[] = [
  { type: 'addresses.reload' },
  { type: 'address.choose', addressId: WORK.id },
  { type: 'address.save', address: NEW_ADDRESS },
  { type: 'address.confirm' },
  { type: 'address.change' },
  { type: 'order.place' },
  { type: 'card.confirm' },
  { type: 'card.decline' },
  { type: 'order.resend' },
  { type: 'order.retry' },
  { type: 'unserved.remove' },
];

/** What an invoked gateway call may answer, as the machine receives it. */
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const ACTOR_EVENTS = [
  done('loadAddresses', [HOME, WORK]),
  done('loadAddresses', [WORK]),
  done('loadAddresses', []),
  failed('loadAddresses', UNREACHABLE),
  done('saveAddress', ADDED),
  failed('saveAddress', refused(400, 'http.invalidInput', { addressText: ['The address must be at least 5 characters long.'] })),
  done('quote', WALLET_QUOTE),
  done('quote', CARD_QUOTE),
  failed('quote', refused(422, 'checkout.noShippingForAddress')),
  done('shipping', SHIPPING),
  failed('shipping', UNREACHABLE),
  done('removeLines'),
  failed('removeLines', refused(404, 'cart.lineNotFound')),
  failed('quote', refused(409, 'checkout.emptyCart')),
  failed('quote', refused(409, 'cart.quantityAboveStock')),
  failed('quote', refused(401, 'auth.unauthenticated')),
  done('place', PAID),
  done('place', AWAITING),
  done('place', outcome('failed', { failure: { code: 'payment.failed', message: 'message of payment.failed' } })),
  done('place', EXPIRED),
  failed('place', UNREACHABLE),
  failed('place', refused(503, 'http.unavailable')),
  failed('place', refused(409, 'payment.cardConfirmationRequired')),
];

/** The screen events each state accepts (address.choose: only a saved address); every other one `can` refuses. */
const ACCEPTS: Record<string, readonly CheckoutEvent['type'][]> = {
  loadingAddresses: [],
  addressesUnavailable: ['addresses.reload'],
  choosingAddress: ['address.choose', 'address.save', 'address.confirm', 'unserved.remove'],
  savingAddress: [],
  quoting: [],
  findingUnservedStores: [],
  removingUnserved: [],
  reviewing: ['order.place', 'address.change'],
  confirmingCard: ['card.confirm', 'card.decline'],
  placing: [],
  interrupted: ['order.resend'],
  paid: [],
  redirecting: [],
  failed: ['order.retry', 'address.change'],
  cartNeedsChanges: [],
};

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type Path = StatePath<Snapshot, CheckoutEvent>;

/**
 * States differ by where the shopper is and by what the screen shows: whether an address is
 * chosen, the messages, the kind of quote, the card decision and the outcome. (Which addresses
 * are saved is left out, or saving one address after another would never end.)
 */
const serialize = ({ value, context }: Snapshot) =>
  [
    JSON.stringify(value),
    context.addressId === null ? 'no address' : 'address chosen',
    context.notice ?? '',
    context.unserved === null ? '' : 'stores named',
    context.failure?.code ?? '',
    context.quote === null ? '' : context.quote.split.cardPart === 0 ? 'wallet covers' : 'card part',
    context.cardDeclined ? 'card declined' : '',
    context.cardConfirmed ? 'card confirmed' : '',
    context.outcome?.state ?? '',
  ].join('|');

const isActorEvent = (event: AnyEventObject) => event.type.startsWith('xstate.');

const traversalWith = (events: readonly AnyEventObject[]) => ({
  events: events as unknown as CheckoutEvent[],
  serializeState: serialize,
});
const traversal = traversalWith([...USER_EVENTS, ...ACTOR_EVENTS]);

const describeEvent = (event: AnyEventObject) => {
  const answer = (event as { output?: unknown; error?: unknown }).error ?? (event as { output?: unknown }).output;
  const detail =
    answer instanceof RequestFailure
      ? answer.code
      : Array.isArray(answer)
        ? `${answer.length} addresses`
        : answer !== null && typeof answer === 'object' && 'state' in answer
          ? String(answer.state)
          : answer !== null && typeof answer === 'object' && 'split' in answer
            ? (answer as Quote).split.cardPart === 0 ? 'wallet covers' : 'card part'
            : '';
  return event.type.replace('xstate.', '') + (detail === '' ? '' : `(${detail})`);
};

const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => describeEvent(step.event))
    .join(' → ') || '(start)';

interface Replay {
  readonly snapshot: Snapshot;
  readonly calls: { readonly actor: string; readonly input: unknown }[];
  readonly navigations: { readonly action: string; readonly params: unknown }[];
}

/** Runs the path on a real actor; each gateway call answers with the path's next answer. */
async function replay(path: Path): Promise<Replay> {
  const answers = path.steps.slice(1).map((step) => step.event as AnyEventObject).filter(isActorEvent);
  const calls: Replay['calls'] = [];
  const navigations: Replay['navigations'] = [];
  const fake = <TOutput, TInput>() =>
    fromPromise<TOutput, TInput>(({ input, self }) => {
      calls.push({ actor: self.id, input });
      const answer = answers.shift() as { type: string; output?: unknown; error?: unknown } | undefined;
      // A path that ends while the call is under way leaves it pending.
      if (answer === undefined) return new Promise<TOutput>(() => {});
      expect(answer.type, 'the path answers the call that was made').toMatch(new RegExp(`\\.${self.id}$`));
      // Answered in a task of its own, so that a state whose answer starts the next call (the
      // stores' shipping after a refused quote) is seen before that call's answer moves it on.
      return new Promise<TOutput>((resolve, reject) =>
        setTimeout(() => (answer.type.startsWith('xstate.done') ? resolve(answer.output as TOutput) : reject(answer.error as Error))),
      );
    });
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadAddresses: fake<readonly SavedAddress[], void>(),
        saveAddress: fake<SavedAddress, NewAddress>(),
        quote: fake<Quote, { addressId: string }>(),
        shipping: fake<CartShipping, { addressId: string }>(),
        removeLines: fake<void, { lineIds: readonly string[] }>(),
        place: fake<CheckoutOutcome, PlaceOrder>(),
      },
      actions: {
        goToGateway: (_, params) => void navigations.push({ action: 'goToGateway', params }),
        showPaidOrders: (_, params) => void navigations.push({ action: 'showPaidOrders', params }),
      },
    }),
  ).start();

  expectAccepted(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    if (isActorEvent(step.event)) await waitFor(actor, (snapshot) => serialize(snapshot) === serialize(step.state), { timeout: 500 });
    else actor.send(step.event);
    expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
    expectAccepted(actor.getSnapshot());
  }
  return { snapshot: actor.getSnapshot(), calls, navigations };
}

function expectAccepted(snapshot: Snapshot): void {
  const state = String(snapshot.value);
  const accepted = ACCEPTS[state];
  expect(accepted, `ACCEPTS lists ${state}`).toBeDefined();
  for (const event of USER_EVENTS) {
    const expected =
      accepted!.includes(event.type) &&
      (event.type !== 'address.choose' || snapshot.context.addresses.some((saved) => saved.id === event.addressId)) &&
      (event.type !== 'unserved.remove' || snapshot.context.unserved !== null);
    expect(snapshot.can(event), `${state} accepts ${event.type}`).toBe(expected);
  }
}

const placeCalls = (calls: Replay['calls']) => calls.filter((call) => call.actor === 'place').map((call) => call.input as PlaceOrder);

describe('the checkout machine', () => {
  it.each(everyTransition(checkoutMachine, traversal).map((path) => [describePath(path), path] as const))('walks %s', async (_name, path) => {
    const { snapshot } = await replay(path);
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.status).toBe(['paid', 'redirecting', 'cartNeedsChanges'].includes(String(path.state.value)) ? 'done' : 'active');
  });

  it('reaches every state', () => {
    const reached = new Set(getShortestPaths(checkoutMachine, traversal).map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(ACCEPTS).sort());
  });

  describe('choosing the address', () => {
    it('preselects the default address', async () => {
      const { actor } = startCheckout({ loadAddresses: [[WORK, HOME]] });
      const snapshot = await waitFor(actor, (s) => s.matches('choosingAddress'));
      expect(snapshot.context.addressId).toBe(HOME.id);
      expect(snapshot.context.notice).toBeNull();
    });

    it('says there is no default address when none is, and chooses nothing', async () => {
      for (const saved of [[WORK], []]) {
        const { actor } = startCheckout({ loadAddresses: [saved] });
        const snapshot = await waitFor(actor, (s) => s.matches('choosingAddress'));
        expect(snapshot.context.addressId).toBeNull();
        expect(snapshot.context.notice).toBe('checkout.noDefaultAddress');
      }
    });

    it('asks for a shipping address when the shopper goes on without one, and goes on once one is chosen', async () => {
      const { actor, calls } = startCheckout({ loadAddresses: [[WORK]], quote: [WALLET_QUOTE] });
      await waitFor(actor, (s) => s.matches('choosingAddress'));
      actor.send({ type: 'address.confirm' });
      expect(actor.getSnapshot().matches('choosingAddress')).toBe(true);
      expect(actor.getSnapshot().context.notice).toBe('checkout.noShippingAddress');
      expect(calls.map((call) => call.actor)).toEqual(['loadAddresses']);

      actor.send({ type: 'address.choose', addressId: WORK.id });
      expect(actor.getSnapshot().context.notice).toBeNull();
      actor.send({ type: 'address.confirm' });
      await waitFor(actor, (s) => s.matches('reviewing'));
      expect(calls.at(-1)).toEqual({ actor: 'quote', input: { addressId: WORK.id } });
    });

    it('refuses to choose an address the shopper has not saved', async () => {
      const { actor } = startCheckout({ loadAddresses: [[HOME]] });
      const snapshot = await waitFor(actor, (s) => s.matches('choosingAddress'));
      expect(snapshot.can({ type: 'address.choose', addressId: WORK.id })).toBe(false);
      expect(snapshot.can({ type: 'address.choose', addressId: HOME.id })).toBe(true);
    });

    it('chooses an address the shopper adds, which becomes the only default', async () => {
      const { actor, calls } = startCheckout({ loadAddresses: [[HOME, WORK]], saveAddress: [ADDED] });
      await waitFor(actor, (s) => s.matches('choosingAddress'));
      actor.send({ type: 'address.save', address: NEW_ADDRESS });
      expect(actor.getSnapshot().matches('savingAddress')).toBe(true);
      const snapshot = await waitFor(actor, (s) => s.matches('choosingAddress'));
      expect(calls.at(-1)).toEqual({ actor: 'saveAddress', input: NEW_ADDRESS });
      expect(snapshot.context.addressId).toBe(ADDED.id);
      expect(snapshot.context.addresses.map((saved) => saved.id)).toEqual([HOME.id, WORK.id, ADDED.id]);
      expect(snapshot.context.addresses.filter((saved) => saved.isDefault).map((saved) => saved.id)).toEqual([ADDED.id]);
    });

    it('keeps a refused new address on the form, with its field messages, and the chosen address as it was', async () => {
      const fields = { addressText: ['The address must be at least 5 characters long.'] };
      const { actor } = startCheckout({ loadAddresses: [[HOME]], saveAddress: [refused(400, 'http.invalidInput', fields)] });
      await waitFor(actor, (s) => s.matches('choosingAddress'));
      actor.send({ type: 'address.save', address: NEW_ADDRESS });
      const snapshot = await waitFor(actor, (s) => s.matches('choosingAddress') && s.context.failure !== null);
      expect(snapshot.context.failure?.fields).toEqual(fields);
      expect(snapshot.context.addressId).toBe(HOME.id);
      expect(snapshot.context.addresses).toEqual([HOME]);
    });

    it('sends the shopper back to the addresses when the address has no shipping, and prices the one chosen next', async () => {
      const { actor, calls } = startCheckout({
        loadAddresses: [[HOME, WORK]],
        quote: [refused(422, 'checkout.noShippingForAddress'), { ...WALLET_QUOTE, addressId: WORK.id }],
        shipping: [SHIPPING],
      });
      await waitFor(actor, (s) => s.matches('choosingAddress'));
      actor.send({ type: 'address.confirm' });
      const unserved = await waitFor(actor, (s) => s.matches('choosingAddress') && s.context.notice !== null);
      expect(unserved.context.notice).toBe('checkout.noShippingForAddress');
      actor.send({ type: 'address.choose', addressId: WORK.id });
      expect(actor.getSnapshot().context.notice).toBeNull();
      actor.send({ type: 'address.confirm' });
      const reviewing = await waitFor(actor, (s) => s.matches('reviewing'));
      expect(reviewing.context.quote?.addressId).toBe(WORK.id);
      expect(calls.filter((call) => call.actor === 'quote').map((call) => call.input)).toEqual([{ addressId: HOME.id }, { addressId: WORK.id }]);
    });

    it('names the stores that do not deliver to a refused address, and removes their lines before pricing the rest there', async () => {
      const { actor, calls } = startCheckout({
        loadAddresses: [[HOME, WORK]],
        quote: [refused(422, 'checkout.noShippingForAddress'), WALLET_QUOTE],
        shipping: [SHIPPING],
        removeLines: [undefined],
      });
      await waitFor(actor, (s) => s.matches('choosingAddress'));
      expect(actor.getSnapshot().can({ type: 'unserved.remove' })).toBe(false);
      actor.send({ type: 'address.confirm' });
      const named = await waitFor(actor, (s) => s.matches('choosingAddress') && s.context.unserved !== null);
      expect(named.context.notice).toBe('checkout.noShippingForAddress');
      expect(named.context.unserved).toEqual({ region: 'Riyadh', stores: [{ slug: 'najd-weavers', name: 'Najd Weavers' }], lineIds: ['line-1', 'line-3'] });
      actor.send({ type: 'unserved.remove' });
      const reviewing = await waitFor(actor, (s) => s.matches('reviewing'));
      expect(reviewing.context.addressId).toBe(HOME.id);
      expect(reviewing.context.unserved).toBeNull();
      expect(calls.map((call) => call.actor)).toEqual(['loadAddresses', 'quote', 'shipping', 'removeLines', 'quote']);
      expect(calls.find((call) => call.actor === 'removeLines')?.input).toEqual({ lineIds: ['line-1', 'line-3'] });
    });

    it('keeps the stores named and says why when removing their lines fails, and forgets them for another address', async () => {
      const { actor } = startCheckout({
        loadAddresses: [[HOME, WORK]],
        quote: [refused(422, 'checkout.noShippingForAddress')],
        shipping: [SHIPPING],
        removeLines: [refused(404, 'cart.lineNotFound')],
      });
      await waitFor(actor, (s) => s.matches('choosingAddress'));
      actor.send({ type: 'address.confirm' });
      await waitFor(actor, (s) => s.matches('choosingAddress') && s.context.unserved !== null);
      actor.send({ type: 'unserved.remove' });
      const refusedRemoval = await waitFor(actor, (s) => s.matches('choosingAddress') && s.context.failure !== null);
      expect(refusedRemoval.context.failure?.code).toBe('cart.lineNotFound');
      expect(refusedRemoval.context.unserved?.lineIds).toEqual(['line-1', 'line-3']);
      actor.send({ type: 'address.choose', addressId: WORK.id });
      expect(actor.getSnapshot().context.unserved).toBeNull();
      expect(actor.getSnapshot().context.notice).toBeNull();
    });

    it('keeps the notice without names when the stores’ shipping cannot be read', async () => {
      const { actor } = startCheckout({ loadAddresses: [[HOME]], quote: [refused(422, 'checkout.noShippingForAddress')], shipping: [UNREACHABLE] });
      await waitFor(actor, (s) => s.matches('choosingAddress'));
      actor.send({ type: 'address.confirm' });
      await waitFor(actor, (s) => s.matches('findingUnservedStores'));
      const unnamed = await waitFor(actor, (s) => s.matches('choosingAddress'));
      expect(unnamed.context.notice).toBe('checkout.noShippingForAddress');
      expect(unnamed.context.unserved).toBeNull();
      expect(unnamed.can({ type: 'unserved.remove' })).toBe(false);
    });

    it('loads the addresses again when they could not be loaded', async () => {
      const { actor } = startCheckout({ loadAddresses: [UNREACHABLE, [HOME]] });
      await waitFor(actor, (s) => s.matches('addressesUnavailable'));
      actor.send({ type: 'addresses.reload' });
      const snapshot = await waitFor(actor, (s) => s.matches('choosingAddress'));
      expect(snapshot.context.failure).toBeNull();
      expect(snapshot.context.addressId).toBe(HOME.id);
    });
  });

  describe('paying', () => {
    it('places a wallet-only order without asking about a card, and shows the paid orders', async () => {
      const { actor, calls, navigations } = startCheckout({ loadAddresses: [[HOME]], quote: [WALLET_QUOTE], place: [PAID] });
      await reviewing(actor);
      expect(actor.getSnapshot().context.quote?.split).toEqual(WALLET_QUOTE.split);
      actor.send({ type: 'order.place' });
      const snapshot = await waitFor(actor, (s) => s.status === 'done');
      expect(snapshot.value).toBe('paid');
      expect(placeCalls(calls)).toEqual([{ addressId: HOME.id, cardConfirmed: false, idempotencyKey: expect.any(String) }]);
      expect(navigations).toEqual([{ action: 'showPaidOrders', params: { checkoutId: PAID.id } }]);
      expect(snapshot.output).toEqual(PAID);
    });

    it('asks before charging a card, and places the order only once the shopper says yes', async () => {
      const { actor, calls, navigations } = startCheckout({ loadAddresses: [[HOME]], quote: [CARD_QUOTE], place: [AWAITING] });
      await reviewing(actor);
      actor.send({ type: 'order.place' });
      expect(actor.getSnapshot().matches('confirmingCard')).toBe(true);
      expect(placeCalls(calls)).toEqual([]);
      actor.send({ type: 'card.confirm' });
      const snapshot = await waitFor(actor, (s) => s.status === 'done');
      expect(snapshot.value).toBe('redirecting');
      expect(placeCalls(calls)).toEqual([{ addressId: HOME.id, cardConfirmed: true, idempotencyKey: expect.any(String) }]);
      expect(navigations).toEqual([{ action: 'goToGateway', params: { url: GATEWAY_URL } }]);
      expect(snapshot.output).toEqual(AWAITING);
    });

    it('never reaches the gateway by a path that skips the card confirmation', () => {
      // Every simple path of the chart's happy answers into `redirecting`.
      const happy = traversalWith([
        ...USER_EVENTS.filter((event) => event.type !== 'address.save'),
        done('loadAddresses', [HOME, WORK]),
        done('quote', WALLET_QUOTE),
        done('quote', CARD_QUOTE),
        done('place', AWAITING),
        failed('place', UNREACHABLE),
      ]);
      const every = getSimplePaths(checkoutMachine, { ...happy, toState: (s) => s.matches('redirecting') }).filter((path) =>
        path.state.matches('redirecting'),
      );
      expect(every.length).toBeGreaterThan(1);
      for (const path of every) {
        const types: string[] = path.steps.map((step) => step.event.type);
        expect(types, describePath(path)).toContain('card.confirm');
        expect(types.lastIndexOf('card.confirm'), describePath(path)).toBeLessThan(types.lastIndexOf('xstate.done.actor.place'));
        expect(path.state.context.cardConfirmed).toBe(true);
      }
    });

    it('goes back to the summary, offering a wallet top-up, when the shopper declines the card part', async () => {
      const { actor, calls } = startCheckout({ loadAddresses: [[HOME]], quote: [CARD_QUOTE] });
      await reviewing(actor);
      actor.send({ type: 'order.place' });
      actor.send({ type: 'card.decline' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('reviewing');
      expect(snapshot.context.cardDeclined).toBe(true);
      expect(placeCalls(calls)).toEqual([]);
      expect(snapshot.can({ type: 'order.place' })).toBe(true);
    });

    it('sends an interrupted attempt again with the same key, and a retried one with a new key', async () => {
      const { actor, calls } = startCheckout({
        loadAddresses: [[HOME]],
        quote: [WALLET_QUOTE, WALLET_QUOTE],
        place: [UNREACHABLE, refused(503, 'http.unavailable'), outcome('failed', { failure: { code: 'payment.failed', message: 'declined' } }), PAID],
      });
      await reviewing(actor);
      actor.send({ type: 'order.place' });
      await waitFor(actor, (s) => s.matches('interrupted'));
      expect(actor.getSnapshot().can({ type: 'order.retry' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'address.change' })).toBe(false);
      actor.send({ type: 'order.resend' });
      await waitFor(actor, (s) => s.matches('interrupted') && s.context.failure?.code === 'http.unavailable');
      actor.send({ type: 'order.resend' });
      const failedSnapshot = await waitFor(actor, (s) => s.matches('failed'));
      expect(failedSnapshot.context.failure).toMatchObject({ code: 'payment.failed', message: 'declined' });
      actor.send({ type: 'order.retry' });
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'order.place' });
      await waitFor(actor, (s) => s.matches('paid'));

      const keys = placeCalls(calls).map((order) => order.idempotencyKey);
      expect(keys).toHaveLength(4);
      expect(new Set(keys.slice(0, 3)).size).toBe(1);
      expect(keys[3]).not.toBe(keys[0]);
      expect(calls.filter((call) => call.actor === 'quote')).toHaveLength(2);
    });

    it('tells a failed or expired checkout with its reason, and prices the cart afresh on "try again"', async () => {
      const { actor } = startCheckout({
        loadAddresses: [[HOME]],
        quote: [WALLET_QUOTE, CARD_QUOTE],
        place: [EXPIRED, refused(409, 'payment.cardConfirmationRequired')],
      });
      await reviewing(actor);
      actor.send({ type: 'order.place' });
      const expired = await waitFor(actor, (s) => s.matches('failed'));
      expect(expired.context.failure).toMatchObject({ code: 'payment.failed', message: '' });
      actor.send({ type: 'order.retry' });
      await reviewing(actor);
      actor.send({ type: 'order.place' });
      actor.send({ type: 'card.confirm' });
      const refusedPlace = await waitFor(actor, (s) => s.matches('failed'));
      expect(refusedPlace.context.failure?.message).toBe('message of payment.cardConfirmationRequired');
      actor.send({ type: 'address.change' });
      expect(actor.getSnapshot().value).toBe('choosingAddress');
      expect(actor.getSnapshot().context).toMatchObject({ quote: null, failure: null, attemptKey: null, addressId: HOME.id });
    });

    it('sends the shopper to the cart when the cart itself must change', async () => {
      for (const code of ['checkout.emptyCart', 'cart.quantityAboveStock', 'cart.outOfStock']) {
        const { actor } = startCheckout({ loadAddresses: [[HOME]], quote: [refused(409, code)] });
        await waitFor(actor, (s) => s.matches('choosingAddress'));
        actor.send({ type: 'address.confirm' });
        const snapshot = await waitFor(actor, (s) => s.status === 'done');
        expect(snapshot.value).toBe('cartNeedsChanges');
        expect(snapshot.output).toBeNull();
        expect(snapshot.context.failure?.code).toBe(code);
      }
    });
  });

  it('makes version-4 UUIDs for idempotency keys, a new one every time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

const UUID_V4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

type Answer = unknown;

/** A real actor whose gateway calls answer, in order, from each queue: a value resolves, a RequestFailure rejects. */
function startCheckout(answers: {
  loadAddresses?: Answer[];
  saveAddress?: Answer[];
  quote?: Answer[];
  shipping?: Answer[];
  removeLines?: Answer[];
  place?: Answer[];
}) {
  const calls: { actor: string; input: unknown }[] = [];
  const navigations: { action: string; params: unknown }[] = [];
  const fake = <TOutput, TInput>(name: keyof typeof answers) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      calls.push({ actor: name, input });
      const queue = answers[name] ?? [];
      if (queue.length === 0) return new Promise<TOutput>(() => {});
      const answer = queue.shift();
      return answer instanceof RequestFailure ? Promise.reject(answer) : Promise.resolve(answer as TOutput);
    });
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadAddresses: fake<readonly SavedAddress[], void>('loadAddresses'),
        saveAddress: fake<SavedAddress, NewAddress>('saveAddress'),
        quote: fake<Quote, { addressId: string }>('quote'),
        shipping: fake<CartShipping, { addressId: string }>('shipping'),
        removeLines: fake<void, { lineIds: readonly string[] }>('removeLines'),
        place: fake<CheckoutOutcome, PlaceOrder>('place'),
      },
      actions: {
        goToGateway: (_, params) => void navigations.push({ action: 'goToGateway', params }),
        showPaidOrders: (_, params) => void navigations.push({ action: 'showPaidOrders', params }),
      },
    }),
  ).start();
  return { actor, calls, navigations };
}

/** From the start to the summary of the preselected address. */
async function reviewing(actor: ReturnType<typeof startCheckout>['actor']) {
  if (!actor.getSnapshot().matches('failed') && !actor.getSnapshot().matches('quoting')) {
    await waitFor(actor, (s) => s.matches('choosingAddress'));
    actor.send({ type: 'address.confirm' });
  }
  return waitFor(actor, (s) => s.matches('reviewing'));
}

describe('laws of checkout', () => {
  type Entry = TraceEntry<CheckoutEvent>;

  const CLICKS: readonly CheckoutEvent[] = [
    ...USER_EVENTS,
    { type: 'address.choose', addressId: HOME.id },
    { type: 'address.choose', addressId: ADDED.id },
  ];

  /** What the server may answer; a quote is for the address it was asked about. */
  const SERVER: Server = {
    loadAddresses: {
      onward: [() => ({ output: [HOME, WORK] })],
      otherwise: [() => ({ output: [WORK] }), () => ({ output: [] }), () => ({ error: UNREACHABLE })],
    },
    saveAddress: {
      onward: [() => ({ output: ADDED })],
      otherwise: [() => ({ error: refused(400, 'http.invalidInput', { addressText: ['Too short.'] }) })],
    },
    quote: {
      onward: [
        ({ addressId }: { addressId: string }) => ({ output: { ...WALLET_QUOTE, addressId } }),
        ({ addressId }: { addressId: string }) => ({ output: { ...CARD_QUOTE, addressId } }),
      ],
      otherwise: [
        () => ({ error: refused(422, 'checkout.noShippingForAddress') }),
        () => ({ error: refused(409, 'cart.quantityAboveStock') }),
        () => ({ error: refused(401, 'auth.unauthenticated') }),
        () => ({ error: UNREACHABLE }),
      ],
    },
    shipping: {
      onward: [({ addressId }: { addressId: string }) => ({ output: { ...SHIPPING, addressId } })],
      otherwise: [() => ({ error: UNREACHABLE })],
    },
    removeLines: {
      onward: [() => ({ output: undefined })],
      otherwise: [() => ({ error: refused(404, 'cart.lineNotFound') }), () => ({ error: UNREACHABLE })],
    },
    place: {
      onward: [() => ({ output: PAID }), () => ({ output: AWAITING })],
      otherwise: [
        () => ({ output: outcome('failed', { failure: { code: 'payment.failed', message: 'declined' } }) }),
        () => ({ output: EXPIRED }),
        () => ({ error: UNREACHABLE }),
        () => ({ error: refused(503, 'http.unavailable') }),
        () => ({ error: refused(409, 'payment.cardConfirmationRequired') }),
      ],
    },
  };

  const describeOutput = (_actor: string, output: unknown) => {
    if (Array.isArray(output)) return output.length === 1 ? '1 address' : `${output.length} addresses`;
    if (output !== null && typeof output === 'object' && 'split' in output) return (output as Quote).split.cardPart === 0 ? 'wallet covers' : 'card part';
    if (output !== null && typeof output === 'object' && 'state' in output) return String(output.state);
    if (output !== null && typeof output === 'object' && 'stores' in output) return 'stores named';
    if (output === undefined) return 'removed';
    return 'saved';
  };

  /** Checks the law on the trace of a random run (long enough that over a quarter of the runs place an order). */
  const law = (check: (trace: readonly Entry[]) => void) =>
    fc.assert(
      fc.asyncProperty(randomSteps(CLICKS, 120), async (plan) => {
        const trace = new Trace<CheckoutEvent>();
        const actor = createActor(
          checkoutMachine.provide({
            actors: {
              loadAddresses: trace.calls.fake<readonly SavedAddress[], void>(),
              saveAddress: trace.calls.fake<SavedAddress, NewAddress>(),
              quote: trace.calls.fake<Quote, { addressId: string }>(),
              shipping: trace.calls.fake<CartShipping, { addressId: string }>(),
              removeLines: trace.calls.fake<void, { lineIds: readonly string[] }>(),
              place: trace.calls.fake<CheckoutOutcome, PlaceOrder>(),
            },
            actions: { goToGateway: trace.screen('goToGateway'), showPaidOrders: trace.screen('showPaidOrders') },
          }),
        ).start();
        await trace.play(actor, plan, CLICKS, SERVER);
        actor.stop();
        checkLaw(trace, check, describeOutput);
      }),
    );

  /**
   * Whether the call at `at` follows the shopper's Continue or Try again, or the removal of the
   * lines the shopper asked to remove (an unserved store's), answered done.
   */
  function askedOnTheShoppersSaySo(trace: readonly Entry[], at: number): boolean {
    const before = trace[at - 1];
    if (before?.kind === 'shopper') return ['address.confirm', 'order.retry'].includes(before.event.type);
    if (before?.kind !== 'answer' || before.actor !== 'removeLines' || !('output' in before.answer)) return false;
    const removal = trace.findLastIndex((entry, index) => index < at && entry.kind === 'call' && entry.actor === 'removeLines');
    const askedFor = trace[removal - 1];
    return askedFor?.kind === 'shopper' && askedFor.event.type === 'unserved.remove';
  }

  /** Each order placed: where in the trace it was asked, the quote it was placed on, and the server's answer. */
  function placings(trace: readonly Entry[]) {
    const answerAfter = (at: number, actor: string) => trace.findIndex((later, index) => index > at && later.kind === 'answer' && later.actor === actor);
    return trace.flatMap((entry, at) => {
      if (entry.kind !== 'call' || entry.actor !== 'place') return [];
      const answerAt = answerAfter(at, 'place');
      const quoteAt = trace.findLastIndex((earlier, index) => index < at && earlier.kind === 'call' && earlier.actor === 'quote');
      const quoteAnswerAt = quoteAt < 0 ? -1 : answerAfter(quoteAt, 'quote');
      const quoteAnswer = quoteAnswerAt < 0 || quoteAnswerAt > at ? undefined : (trace[quoteAnswerAt] as Entry & { kind: 'answer' }).answer;
      return [
        {
          at,
          order: entry.input as PlaceOrder,
          answerAt,
          answer: answerAt < 0 ? undefined : (trace[answerAt] as Entry & { kind: 'answer' }).answer,
          quoteAt,
          quoteAnswerAt,
          quote: quoteAnswer !== undefined && 'output' in quoteAnswer ? (quoteAnswer.output as Quote) : undefined,
        },
      ];
    });
  }

  /** No answer, or none that says what became of the order: it may have been placed. */
  const outcomeUnknown = (answer: ServerAnswer | undefined) =>
    answer === undefined || ('error' in answer && (!(answer.error instanceof RequestFailure) || answer.error.status === 0 || answer.error.status >= 500));

  it('law: an order is placed at most once per idempotency key however the shopper clicks: nothing is asked while a call is under way, and a key is sent again only after an answer that left its outcome unknown, and always then', async () => {
    await law((trace) => {
      let underWay = 0;
      for (const entry of trace) {
        if (entry.kind === 'call') expect(underWay, `${entry.actor} asked while a call is under way`).toBe(0);
        underWay += entry.kind === 'call' ? 1 : entry.kind === 'answer' ? -1 : 0;
      }
      const sent = placings(trace);
      for (const [index, placing] of sent.entries()) {
        expect(placing.order.idempotencyKey).toMatch(UUID_V4);
        if (index === 0) continue;
        const previous = sent[index - 1]!;
        if (outcomeUnknown(previous.answer)) expect(placing.order.idempotencyKey, 'the key of an attempt whose outcome is unknown').toBe(previous.order.idempotencyKey);
        else expect(sent.slice(0, index).map((earlier) => earlier.order.idempotencyKey), 'a new key').not.toContain(placing.order.idempotencyKey);
      }
    });
  });

  it('law: an order is placed only for a saved address the shopper confirmed and the server priced, by the last quote asked', async () => {
    await law((trace) => {
      for (const placing of placings(trace)) {
        expect(placing.quote, 'the last quote asked was answered with a price').toBeDefined();
        expect(placing.quote!.addressId).toBe(placing.order.addressId);
        expect(askedOnTheShoppersSaySo(trace, placing.quoteAt), 'the quote was asked on the shopper’s say-so').toBe(true);
        const known = trace.slice(0, placing.at).flatMap((entry) => {
          if (entry.kind !== 'answer' || !('output' in entry.answer)) return [];
          if (entry.actor === 'loadAddresses') return (entry.answer.output as SavedAddress[]).map((saved) => saved.id);
          return entry.actor === 'saveAddress' ? [(entry.answer.output as SavedAddress).id] : [];
        });
        expect(known, 'the address is one the server listed or saved').toContain(placing.order.addressId);
      }
    });
  });

  it('law: a card part is paid only once the shopper said yes to it, after the price that needs it', async () => {
    await law((trace) => {
      for (const placing of placings(trace)) {
        if (placing.quote === undefined) continue; // the law above
        const { needsCardConfirmation } = placing.quote.split;
        expect(placing.order.cardConfirmed, 'the order says the card part was confirmed exactly when the price has one').toBe(needsCardConfirmation);
        const yes = trace.slice(placing.quoteAnswerAt, placing.at).some((entry) => entry.kind === 'shopper' && entry.event.type === 'card.confirm');
        if (needsCardConfirmation) expect(yes, 'card.confirm came after the price').toBe(true);
      }
    });
  });

  it('law: the browser leaves once, and only on the server’s word: to the paid orders when it said paid, to the gateway when it awaits a card the shopper confirmed', async () => {
    await law((trace) => {
      const screens = trace.flatMap((entry, at) => (entry.kind === 'screen' ? [at] : []));
      expect(screens.length, 'the browser leaves at most once').toBeLessThanOrEqual(1);
      for (const at of screens) expect(trace[at - 1], 'the browser leaves on an answer to placing').toMatchObject({ kind: 'answer', actor: 'place' });
      for (const placing of placings(trace)) {
        if (placing.answer === undefined || !('output' in placing.answer)) continue;
        const said = placing.answer.output as CheckoutOutcome;
        const next = trace[placing.answerAt + 1];
        if (said.state === 'paid') expect(next).toEqual({ kind: 'screen', action: 'showPaidOrders', params: { checkoutId: said.id } });
        else if (said.state === 'awaiting-payment' && placing.order.cardConfirmed) expect(next).toEqual({ kind: 'screen', action: 'goToGateway', params: { url: said.redirectUrl } });
        else expect(next?.kind, `the browser stays on ${said.state}`).not.toBe('screen');
      }
    });
  });
});
