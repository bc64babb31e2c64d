// The checkout workflow (spec §5, DESIGN.md "Orders, payment, wallet"): the shopper picks a
// saved address, sees the cart priced as one order per seller with the wallet/card split, says
// yes to the card part when the wallet does not cover the total, and the order is placed; the
// server decides every amount. Placing is paid from the wallet alone, or goes on at the card
// gateway's page, whose return lands on the payment result screens. An address some stores of
// the cart do not deliver to is refused with the spec's notice; the step then names those stores
// and offers to remove their items, and prices the rest for the same address.
// Chart: docs/state-charts/checkout.html (npm run charts)
//
// An interrupted attempt may have gone through on the server, so the only way on is to send it
// again with its key: the server answers the first request's outcome instead of charging twice.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { preselectAddress } from '../../domain/checkout';
import type { CartShipping, CheckoutOutcome, PlaceOrder, Quote } from '../ports/checkout-gateway';
import type { NewAddress, SavedAddress } from '../ports/address-book';
import { isRequestFailure } from '../ports/request-failure';

/** A refused or failed call as the screen shows it. */
export interface CheckoutFailure {
  /** The HTTP status; 0 when the server could not be reached or the answer never came. */
  readonly status: number;
  /** An i18n key (`checkout.noShippingForAddress`, `payment.failed`, …). */
  readonly code: string;
  /** In the interface language; empty when only the code is known (the screen translates it). */
  readonly message: string;
  readonly fields: Readonly<Record<string, readonly string[]>>;
}

/** What the address step says, as i18n keys of locales/<lang>/checkout.json. */
export type AddressNotice = 'checkout.noDefaultAddress' | 'checkout.noShippingAddress' | 'checkout.noShippingForAddress';

/** The stores of the cart that do not deliver to the chosen address, and their cart lines. */
export interface UnservedStores {
  /** The address's region, in the interface language. */
  readonly region: string;
  readonly stores: readonly { readonly slug: string; readonly name: string }[];
  readonly lineIds: readonly string[];
}

/** What the address step names when a quote was refused for the region: the stores without a fee there. */
export function unservedStoresOf(shipping: CartShipping): UnservedStores {
  const unserved = shipping.stores.filter((store) => store.fee === null);
  return { region: shipping.region, stores: unserved.map((store) => store.seller), lineIds: unserved.flatMap((store) => store.lineIds) };
}

export interface CheckoutContext {
  readonly addresses: readonly SavedAddress[];
  readonly addressId: string | null;
  readonly notice: AddressNotice | null;
  /** With the notice that no shipping is available: the stores that do not deliver there, once known. */
  readonly unserved: UnservedStores | null;
  readonly quote: Quote | null;
  /** The shopper said no to paying the card part: the summary offers a wallet top-up instead. */
  readonly cardDeclined: boolean;
  readonly cardConfirmed: boolean;
  /** The current attempt's idempotency key; null until an order is placed. */
  readonly attemptKey: string | null;
  readonly outcome: CheckoutOutcome | null;
  readonly failure: CheckoutFailure | null;
}

export type CheckoutEvent =
  | { readonly type: 'addresses.reload' }
  | { readonly type: 'address.choose'; readonly addressId: string }
  | { readonly type: 'address.save'; readonly address: NewAddress }
  | { readonly type: 'address.confirm' }
  | { readonly type: 'address.change' }
  /** Remove the items of the stores that do not deliver to the chosen address, and price the rest. */
  | { readonly type: 'unserved.remove' }
  | { readonly type: 'order.place' }
  | { readonly type: 'card.confirm' }
  | { readonly type: 'card.decline' }
  | { readonly type: 'order.resend' }
  | { readonly type: 'order.retry' };

/** Codes of a quote refused because of the cart itself: the shopper has to change it on the cart screen. */
const CART_FAILURES: ReadonlySet<string> = new Set(['checkout.emptyCart', 'cart.outOfStock', 'cart.quantityAboveStock', 'cart.lineNotFound']);

export function failureOf(error: unknown): CheckoutFailure {
  if (isRequestFailure(error)) return { status: error.status, code: error.code, message: error.message, fields: error.fields };
  return { status: 0, code: 'http.unreachable', message: error instanceof Error ? error.message : String(error), fields: {} };
}

/** How a placed checkout that neither paid nor awaits the card is told. */
const failureOfOutcome = (outcome: CheckoutOutcome): CheckoutFailure => ({
  status: 200,
  code: outcome.failure?.code ?? 'payment.failed',
  message: outcome.failure?.message ?? '',
  fields: {},
});

/** A random UUID v4. crypto.randomUUID exists only on secure origins; getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const provideFromScreen = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The checkout screen provides the ${name} actor`)));

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    output: {} as CheckoutOutcome | null,
  },
  actors: {
    // Named so the screen binds them to the AddressBook and CheckoutGateway, and a test to fakes.
    loadAddresses: provideFromScreen<readonly SavedAddress[], void>('loadAddresses'),
    saveAddress: provideFromScreen<SavedAddress, NewAddress>('saveAddress'),
    quote: provideFromScreen<Quote, { addressId: string }>('quote'),
    shipping: provideFromScreen<CartShipping, { addressId: string }>('shipping'),
    removeLines: provideFromScreen<void, { lineIds: readonly string[] }>('removeLines'),
    place: provideFromScreen<CheckoutOutcome, PlaceOrder>('place'),
  },
  actions: {
    /** The browser leaves for the card gateway's page; the screen provides the navigation. */
    goToGateway: (_, _params: { url: string }) => {},
    /** Paid from the wallet alone: the screen shows the success screen for this checkout. */
    showPaidOrders: (_, _params: { checkoutId: string }) => {},
    preselectDefaultAddress: assign(({ context }) => {
      const preselected = preselectAddress(context.addresses);
      return preselected.ok
        ? { addressId: preselected.value.id, notice: null }
        : { addressId: null, notice: preselected.error.code };
    }),
    startAttempt: assign({ attemptKey: () => newIdempotencyKey(), outcome: null, failure: null }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    'hasChosenAddress?': ({ context }) => context.addressId !== null,
    'areUnservedStoresKnown?': ({ context }) => context.unserved !== null && context.unserved.lineIds.length > 0,
    'isASavedAddress?': ({ context }, { addressId }: { addressId: string }) =>
      context.addresses.some((address) => address.id === addressId),
    /** The domain's own answer, carried by the quote (splitPayment): no card part to confirm. */
    'coversWholeTotal?': ({ context }) => context.quote !== null && !context.quote.split.needsCardConfirmation,
    'isTheAddressUnserved?': (_, { failure }: { failure: CheckoutFailure }) => failure.code === 'checkout.noShippingForAddress',
    'mustTheCartChange?': (_, { failure }: { failure: CheckoutFailure }) => CART_FAILURES.has(failure.code),
    'isTheOutcomeUnknown?': (_, { failure }: { failure: CheckoutFailure }) => failure.status === 0 || failure.status >= 500,
    'isPaid?': (_, { outcome }: { outcome: CheckoutOutcome }) => outcome.state === 'paid',
    /** Only a card part the shopper said yes to is paid at the gateway, whatever an answer says. */
    'awaitsTheConfirmedCard?': ({ context }, { outcome }: { outcome: CheckoutOutcome }) =>
      context.cardConfirmed && outcome.state === 'awaiting-payment' && outcome.redirectUrl !== null,
  },
}).createMachine({
  id: 'checkout',
  context: {
    addresses: [],
    addressId: null,
    notice: null,
    unserved: null,
    quote: null,
    cardDeclined: false,
    cardConfirmed: false,
    attemptKey: null,
    outcome: null,
    failure: null,
  },
  initial: 'loadingAddresses',
  states: {
    loadingAddresses: {
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: {
          target: 'choosingAddress',
          actions: [assign({ addresses: ({ event }) => event.output, failure: null }), 'preselectDefaultAddress'],
        },
        onError: { target: 'addressesUnavailable', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    addressesUnavailable: {
      on: { 'addresses.reload': { target: 'loadingAddresses', actions: 'clearFailure' } },
    },
    choosingAddress: {
      on: {
        'address.choose': {
          guard: { type: 'isASavedAddress?', params: ({ event }) => ({ addressId: event.addressId }) },
          actions: assign({ addressId: ({ event }) => event.addressId, notice: null, unserved: null }),
        },
        'unserved.remove': { guard: 'areUnservedStoresKnown?', target: 'removingUnserved', actions: 'clearFailure' },
        'address.save': { target: 'savingAddress', actions: ['clearFailure', assign({ unserved: null })] },
        'address.confirm': [
          { guard: 'hasChosenAddress?', target: 'quoting', actions: assign({ notice: null }) },
          { actions: assign({ notice: 'checkout.noShippingAddress' }) },
        ],
      },
    },
    savingAddress: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ event }) => {
          assertEvent(event, 'address.save');
          return event.address;
        },
        onDone: {
          target: 'choosingAddress',
          actions: assign(({ context, event }) => ({
            // A new default takes the flag from the old one, as the server does.
            addresses: [
              ...context.addresses
                .filter((address) => address.id !== event.output.id)
                .map((address) => (event.output.isDefault ? { ...address, isDefault: false } : address)),
              event.output,
            ],
            addressId: event.output.id,
            notice: null,
            unserved: null,
          })),
        },
        onError: { target: 'choosingAddress', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    quoting: {
      entry: assign({ quote: null, cardDeclined: false, failure: null, unserved: null }),
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ addressId: context.addressId! }),
        onDone: { target: 'reviewing', actions: assign({ quote: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isTheAddressUnserved?', params: ({ event }) => ({ failure: failureOf(event.error) }) },
            target: 'findingUnservedStores',
            actions: assign({ notice: 'checkout.noShippingForAddress' }),
          },
          {
            guard: { type: 'mustTheCartChange?', params: ({ event }) => ({ failure: failureOf(event.error) }) },
            target: 'cartNeedsChanges',
            actions: assign({ failure: ({ event }) => failureOf(event.error) }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    findingUnservedStores: {
      invoke: {
        id: 'shipping',
        src: 'shipping',
        input: ({ context }) => ({ addressId: context.addressId! }),
        onDone: { target: 'choosingAddress', actions: assign({ unserved: ({ event }) => unservedStoresOf(event.output) }) },
        // The notice stands without the stores' names: choosing another address still works.
        onError: { target: 'choosingAddress' },
      },
    },
    removingUnserved: {
      invoke: {
        id: 'removeLines',
        src: 'removeLines',
        input: ({ context }) => ({ lineIds: context.unserved!.lineIds }),
        onDone: { target: 'quoting', actions: assign({ notice: null }) },
        onError: { target: 'choosingAddress', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    reviewing: {
      on: {
        'order.place': [
          {
            guard: 'coversWholeTotal?',
            target: 'placing',
            actions: [assign({ cardConfirmed: false }), 'startAttempt'],
          },
          { target: 'confirmingCard' },
        ],
        'address.change': { target: 'choosingAddress', actions: assign({ quote: null, cardDeclined: false }) },
      },
    },
    confirmingCard: {
      on: {
        'card.confirm': { target: 'placing', actions: [assign({ cardConfirmed: true, cardDeclined: false }), 'startAttempt'] },
        'card.decline': { target: 'reviewing', actions: assign({ cardDeclined: true }) },
      },
    },
    placing: {
      invoke: {
        id: 'place',
        src: 'place',
        input: ({ context }) => ({
          addressId: context.addressId!,
          cardConfirmed: context.cardConfirmed,
          idempotencyKey: context.attemptKey!,
        }),
        onDone: [
          {
            guard: { type: 'isPaid?', params: ({ event }) => ({ outcome: event.output }) },
            target: 'paid',
            actions: assign({ outcome: ({ event }) => event.output }),
          },
          {
            guard: { type: 'awaitsTheConfirmedCard?', params: ({ event }) => ({ outcome: event.output }) },
            target: 'redirecting',
            actions: assign({ outcome: ({ event }) => event.output }),
          },
          {
            target: 'failed',
            actions: assign({ outcome: ({ event }) => event.output, failure: ({ event }) => failureOfOutcome(event.output) }),
          },
        ],
        onError: [
          {
            guard: { type: 'isTheOutcomeUnknown?', params: ({ event }) => ({ failure: failureOf(event.error) }) },
            target: 'interrupted',
            actions: assign({ failure: ({ event }) => failureOf(event.error) }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    interrupted: {
      // The attempt keeps its key: sending it again cannot place a second order.
      on: { 'order.resend': { target: 'placing', actions: 'clearFailure' } },
    },
    paid: {
      type: 'final',
      entry: { type: 'showPaidOrders', params: ({ context }) => ({ checkoutId: context.outcome!.id }) },
    },
    redirecting: {
      type: 'final',
      entry: { type: 'goToGateway', params: ({ context }) => ({ url: context.outcome!.redirectUrl! }) },
    },
    failed: {
      on: {
        'order.retry': { target: 'quoting', actions: assign({ attemptKey: null, outcome: null }) },
        'address.change': {
          target: 'choosingAddress',
          actions: assign({ quote: null, cardDeclined: false, attemptKey: null, outcome: null, failure: null }),
        },
      },
    },
    cartNeedsChanges: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
