// The checkout and payments ports in memory, for the use cases' fast tests: one store behind both
// ports, as both database adapters share their tables (a checkout placed through one port is
// settled through the other). The contract suites (server/persistence/checkout and payments) hold
// it to the same behaviour as the database's adapters: one shopper's turns run one after another;
// a turn that throws leaves nothing behind (like a rollback); taking more stock than a product
// has is refused (NotEnoughStock) whatever other turns took meanwhile; the tables' unique
// keys (a ledger row's kind and reference, a checkout's idempotency key, a checkout's one payment,
// a top-up's key, a gateway's payment id) refuse a second row; the wallet's totals move with its
// ledger rows (memory-ledgers.ts). Tests seed shoppers, addresses and carts, and read stock,
// ledgers, wallets, orders and notifications back.
import type { OptionStock } from '../../../src/domain/pricing';
import { NAME_ON_PRODUCT_MAX_LENGTH } from '../../../src/contract/cart';
import type { OutgoingMail } from '../../use-cases/mail/mail';
import { PerShopper } from './per-shopper';
import { randomUUID } from 'node:crypto';
import { lineKey, type LineOptions } from '../../../src/domain/cart';
import type { LedgerEntry, WalletTotals } from '../../../src/domain/wallet';
import type { CartLineRow, CartProductRow } from '../../use-cases/cart/cart-repository';
import type {
  CheckoutReads,
  CheckoutRepository,
  CheckoutTurn,
  NewCardPayment,
  NewCheckout,
  PlacedCheckout,
  ShippingRateRow,
  StoredCheckout,
} from '../../use-cases/checkout/checkout-repository';
import {
  NotEnoughStock,
  byStockOrder,
  type Bilingual,
  type BoughtPieces,
  type CardPaymentRow,
  type CheckoutRow,
  type CheckoutSettlement,
  type NewOrder,
  type NewTopUp,
  type PaymentSettlement,
  type PaymentsRepository,
  type PaymentsTurn,
  type PurchasedLine,
  type ShippedTo,
  type ShopperNotification,
  type StockChange,
} from '../../use-cases/payments/payments-repository';
import { REGIONS } from '../catalogue-fixtures';
import { SHOP } from '../checkout-fixtures';
import { MemoryLedgers, type StoredLedgerRow } from './memory-ledgers';
import { TurnQueue, undoneOnThrow, type UndoStep } from './turn-queue';

export type { StoredLedgerRow } from './memory-ledgers';

/** A product as the cart reads it, with the name and pictures an order keeps. */
export interface ShopProduct extends CartProductRow {
  readonly name: Bilingual;
  readonly images: readonly string[];
}

/** What the store starts with: sellers, products, regions with their cities, shipping rates. */
export interface ShopCatalogue {
  readonly sellers: readonly { readonly slug: string; readonly name: Bilingual }[];
  readonly products: readonly ShopProduct[];
  readonly regions: readonly { readonly id: string; readonly name: Bilingual; readonly cities: readonly { readonly id: string; readonly name: Bilingual }[] }[];
  readonly rates: readonly { readonly sellerSlug: string; readonly regionId: string; readonly fee: number }[];
}

/** checkout-fixtures' SHOP in the regions of catalogue-fixtures, as insertShop writes them. */
export const SHOP_CATALOGUE: ShopCatalogue = {
  sellers: SHOP.sellers.map(({ value }) => ({ slug: value.slug, name: value.name })),
  products: SHOP.products.map(({ value }) => ({
    slug: value.slug,
    sellerSlug: value.seller,
    name: value.name,
    images: value.images,
    price: value.price,
    discountBasisPoints: value.discountBasisPoints,
    freeShipping: value.freeShipping,
    stock: value.stock,
    optionStock: null,
    customisable: value.customisable,
    nameOnProductMaxLength: NAME_ON_PRODUCT_MAX_LENGTH,
    isGift: value.isGift,
    colours: value.colours,
    sizes: value.sizes,
  })),
  regions: REGIONS.map((region) => ({
    id: region.id,
    name: { en: region.nameEn, ar: region.nameAr },
    cities: [{ id: region.city.id, name: { en: region.city.nameEn, ar: region.city.nameAr } }],
  })),
  rates: SHOP.rates.map(({ seller, region, fee }) => ({ sellerSlug: seller, regionId: region, fee })),
};

/** A notification as stored. */
export type StoredNotification = ShopperNotification;

/** An order as checkout or a settlement created it. */
export interface StoredOrder {
  readonly code: string;
  readonly checkoutId: string;
  readonly sellerSlug: string;
  readonly status: 'new';
  readonly shippedTo: ShippedTo;
  readonly subtotal: number;
  readonly discount: number;
  readonly shippingFee: number;
  readonly total: number;
  readonly walletPart: number;
  readonly cardPart: number;
  readonly items: readonly PurchasedLine[];
  readonly history: readonly { readonly status: 'new'; readonly actor: 'shopper'; readonly at: Date }[];
  readonly createdAt: Date;
}

/** A cart line as stored. */
interface StoredLine {
  readonly id: string;
  readonly productSlug: string;
  readonly lineKey: string;
  readonly colour: string | null;
  readonly size: string | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly quantity: number;
}

interface StoredAddress {
  readonly id: string;
  readonly userId: string;
  readonly regionId: string;
  readonly cityId: string;
  readonly country: string;
  readonly addressText: string;
}


/** The first order code, as the database's order_code_seq starts. */
const FIRST_ORDER_NUMBER = 1001;

export class MemoryCheckoutRepository implements CheckoutRepository, PaymentsRepository {
  private readonly sellers: Map<string, Bilingual>;
  private readonly products = new Map<string, ShopProduct>();
  private readonly regions: ShopCatalogue['regions'];
  private readonly rates: ShopCatalogue['rates'];
  private readonly shoppers = new Set<string>();
  private readonly addresses = new Map<string, StoredAddress>();
  private readonly carts = new Map<string, readonly StoredLine[]>();
  private readonly ledgers = new MemoryLedgers();
  private readonly notifications = new PerShopper<StoredNotification>();
  private readonly mails = new PerShopper<OutgoingMail>();
  private readonly checkouts = new Map<string, CheckoutRow>();
  private readonly payments = new Map<string, CardPaymentRow>();
  private readonly orders: StoredOrder[] = [];
  private nextOrderNumber = FIRST_ORDER_NUMBER;
  /** One shopper's turns run one after another, as the shopper's row lock makes them. */
  private readonly turns = new TurnQueue();

  constructor(catalogue: ShopCatalogue = SHOP_CATALOGUE) {
    this.sellers = new Map(catalogue.sellers.map((seller) => [seller.slug, seller.name]));
    for (const product of catalogue.products) this.products.set(product.slug, product);
    this.regions = catalogue.regions;
    this.rates = catalogue.rates;
  }

  // ── Seeding and reading back, for tests ─────────────────────────────────────────────────

  /** A shopper account. */
  addShopper(userId: string): void {
    this.shoppers.add(userId);
  }

  /** An address of the shopper in the region's first city; answers its id. */
  addAddress(userId: string, regionId: string, addressText = 'King Fahd Road 1'): string {
    this.requireShopper(userId);
    const region = this.regions.find((candidate) => candidate.id === regionId);
    if (!region) throw new Error(`No region ${regionId} (foreign key)`);
    const id = randomUUID();
    this.addresses.set(id, { id, userId, regionId, cityId: region.cities[0]!.id, country: 'SA', addressText });
    return id;
  }

  /** Adds pieces to the shopper's cart, as the cart does: to the line of the same product and options, or as a new last line. */
  addToCart(userId: string, productSlug: string, quantity = 1, options: LineOptions = {}): void {
    this.requireShopper(userId);
    if (!this.products.has(productSlug)) throw new Error(`No product ${productSlug} (foreign key)`);
    const key = lineKey(productSlug, options);
    const lines = this.cartOf(userId);
    const same = lines.find((line) => line.lineKey === key);
    this.carts.set(
      userId,
      same
        ? lines.map((line) => (line === same ? { ...line, quantity: line.quantity + quantity } : line))
        : [
            ...lines,
            {
              id: randomUUID(),
              productSlug,
              lineKey: key,
              colour: options.colour ?? null,
              size: options.size ?? null,
              nameOnProduct: options.nameOnProduct ?? null,
              giftText: options.giftText ?? null,
              quantity,
            },
          ],
    );
  }

  /** Appends rows to the shopper's ledger (a top-up, a payment), as of `at`. */
  record(userId: string, rows: readonly Pick<LedgerEntry, 'kind' | 'amount' | 'ref'>[], at = new Date('2026-01-01T09:00:00.000Z')): void {
    this.append(userId, rows, at);
  }

  setStock(productSlug: string, stock: number): void {
    this.products.set(productSlug, { ...this.requireProduct(productSlug), stock });
  }

  stockOf(productSlug: string): number {
    return this.requireProduct(productSlug).stock;
  }

  /** Counts the product per colour and size with these counts, its stock their sum. */
  countPerOption(productSlug: string, counts: readonly OptionStock[]): void {
    this.products.set(productSlug, { ...this.requireProduct(productSlug), optionStock: [...counts], stock: counts.reduce((sum, count) => sum + count.stock, 0) });
  }

  /** The product's counts per colour and size in colour then size id order; null when counted together. */
  optionStockOf(productSlug: string): readonly OptionStock[] | null {
    const counts = this.requireProduct(productSlug).optionStock;
    const key = (count: OptionStock) => `${count.colour ?? ''}\u0000${count.size ?? ''}`;
    return counts === null ? null : [...counts].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  }

  /** The shopper's cart lines in the order they were added. */
  cartOf(userId: string): readonly StoredLine[] {
    return this.carts.get(userId) ?? [];
  }

  /** The shopper's ledger rows, oldest first. */
  ledgerOf(userId: string): readonly StoredLedgerRow[] {
    return this.ledgers.ledgerOf(userId);
  }

  /** The shopper's wallet totals as kept with the ledger. */
  totalsOf(userId: string): WalletTotals {
    return this.ledgers.totalsOf(userId);
  }

  /** What the shopper was told, oldest first. */
  notificationsOf(userId: string): readonly StoredNotification[] {
    return this.notifications.of(userId);
  }

  /** What the shopper was mailed, oldest first. */
  mailsOf(userId: string): readonly OutgoingMail[] {
    return this.mails.of(userId);
  }

  /** The orders a checkout created, in the order they were created. */
  ordersOf(checkoutId: string): readonly StoredOrder[] {
    return this.orders.filter((order) => order.checkoutId === checkoutId);
  }

  /** The shopper's checkouts, oldest first. */
  checkoutsOf(userId: string): readonly CheckoutRow[] {
    return [...this.checkouts.values()].filter((checkout) => checkout.userId === userId);
  }

  /** The card payment of a checkout, or null. */
  paymentOf(checkoutId: string): CardPaymentRow | null {
    return [...this.payments.values()].find((payment) => payment.checkoutId === checkoutId) ?? null;
  }

  /** Changes a stored payment as a test needs it (a gateway id lost, a payment made older). */
  alterPayment(paymentId: string, changes: Partial<CardPaymentRow>): void {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`No card payment ${paymentId}`);
    this.payments.set(paymentId, { ...payment, ...changes });
  }

  // ── The checkout port ───────────────────────────────────────────────────────────────────

  readsFor(userId: string): CheckoutReads {
    return this.readsOf(userId);
  }

  async find(userId: string, checkoutId: string): Promise<StoredCheckout | null> {
    const checkout = this.checkouts.get(checkoutId);
    if (checkout?.userId !== userId) return null;
    return { checkout, redirectUrl: this.paymentOf(checkoutId)?.redirectUrl ?? null, orderCodes: this.ordersOf(checkoutId).map((order) => order.code) };
  }

  // ── The payments port ───────────────────────────────────────────────────────────────────

  async findPayment(paymentId: string): Promise<CardPaymentRow | null> {
    return this.payments.get(paymentId) ?? null;
  }

  async findCheckout(checkoutId: string): Promise<CheckoutRow | null> {
    return this.checkouts.get(checkoutId) ?? null;
  }

  async recordStart(paymentId: string, started: { readonly redirectUrl: string; readonly gatewayPaymentId: string | null }): Promise<void> {
    const payment = this.payments.get(paymentId);
    if (!payment || payment.redirectUrl !== null) return;
    this.storePayment({ ...payment, redirectUrl: started.redirectUrl, gatewayPaymentId: payment.gatewayPaymentId ?? started.gatewayPaymentId });
  }

  async linkGatewayPayment(paymentId: string, gatewayPaymentId: string): Promise<void> {
    const payment = this.payments.get(paymentId);
    if (!payment || payment.gatewayPaymentId !== null) return;
    this.storePayment({ ...payment, gatewayPaymentId });
  }

  async addTopUp(topUp: NewTopUp): Promise<void> {
    this.requireShopper(topUp.userId);
    if (topUp.amount <= 0) throw new Error('A card payment is of more than 0 (check constraint)');
    if (await this.topUpByKey(topUp.userId, topUp.idempotencyKey)) return;
    this.storePayment({
      ...topUp,
      purpose: 'topup',
      checkoutId: null,
      gatewayPaymentId: null,
      redirectUrl: null,
      state: 'awaiting-payment',
      failureCode: null,
      gatewayMessage: null,
      settledAt: null,
    });
  }

  async topUpByKey(userId: string, idempotencyKey: string): Promise<CardPaymentRow | null> {
    return [...this.payments.values()].find((payment) => payment.userId === userId && payment.idempotencyKey === idempotencyKey) ?? null;
  }

  async findTopUp(userId: string, paymentId: string): Promise<CardPaymentRow | null> {
    const payment = this.payments.get(paymentId);
    return payment?.userId === userId && payment.purpose === 'topup' ? payment : null;
  }

  async awaitingSince(cutoff: Date, { userId, limit }: { readonly userId?: string | undefined; readonly limit: number }): Promise<CardPaymentRow[]> {
    return [...this.payments.values()]
      .filter((payment) => payment.state === 'awaiting-payment' && payment.createdAt <= cutoff && (userId === undefined || payment.userId === userId))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit);
  }

  // ── Turns ───────────────────────────────────────────────────────────────────────────────

  inShopperTurn<T>(userId: string, work: (turn: CheckoutTurn) => Promise<T>): Promise<T> {
    return this.turns.run(userId, () => undoneOnThrow((undo) => work(this.turnOf(userId, undo))));
  }

  /**
   * One shopper's turn, noting in `undo` how to take back each write. The shopper's own rows are
   * put back as they were (no other turn of theirs ran meanwhile); stock, which other shoppers'
   * turns may have moved meanwhile, is given back by the pieces this turn moved.
   */
  private turnOf(userId: string, undo: UndoStep[]): CheckoutTurn {
    const reads = this.readsOf(userId);
    const mine = <Row extends { readonly userId: string }>(row: Row | undefined): Row | null => (row?.userId === userId ? row : null);
    const restorePayment = (payment: CardPaymentRow) => undo.push(() => this.payments.set(payment.id, payment));
    const restoreCheckout = (checkout: CheckoutRow) => undo.push(() => this.checkouts.set(checkout.id, checkout));

    const payments: PaymentsTurn = {
      paymentForUpdate: async (paymentId) => mine(this.payments.get(paymentId)),
      settlePayment: async (paymentId, { state, failureCode, gatewayMessage, gatewayPaymentId, at }: PaymentSettlement) => {
        const payment = mine(this.payments.get(paymentId));
        if (!payment) return;
        this.storePayment({ ...payment, state, failureCode, gatewayMessage, gatewayPaymentId, settledAt: at });
        restorePayment(payment);
      },
      checkoutForUpdate: async (checkoutId) => mine(this.checkouts.get(checkoutId)),
      settleCheckout: async (checkoutId, { state, failureCode, at }: CheckoutSettlement) => {
        const checkout = mine(this.checkouts.get(checkoutId));
        if (!checkout) return;
        this.checkouts.set(checkoutId, { ...checkout, state, failureCode, settledAt: at });
        restoreCheckout(checkout);
      },
      moveStock: async (changes: readonly StockChange[]) => {
        for (const { productSlug, colourId, sizeId, by } of [...changes].sort(byStockOrder)) {
          const product = this.products.get(productSlug);
          if (!product) throw new Error(`No product ${productSlug}: its stock cannot move`);
          const counted = product.optionStock?.find((option) => option.colour === colourId && option.size === sizeId);
          if (product.optionStock !== null && counted === undefined) {
            // A pair the product does not count: nothing of it to take, nowhere to put it back.
            if (by < 0) throw new NotEnoughStock(productSlug, 0, colourId, sizeId);
            continue;
          }
          const from = counted?.stock ?? product.stock;
          if (from + by < 0) throw new NotEnoughStock(productSlug, from, colourId, sizeId);
          const optionStock = product.optionStock?.map((option) => (option === counted ? { ...option, stock: option.stock + by } : option)) ?? null;
          this.products.set(productSlug, { ...product, stock: product.stock + by, optionStock });
          undo.push(() => this.products.set(productSlug, { ...this.requireProduct(productSlug), stock: product.stock, optionStock: product.optionStock }));
        }
      },
      createOrder: async ({ checkoutId, shippedTo, draft, at }: NewOrder) => {
        if (!mine(this.checkouts.get(checkoutId))) throw new Error(`No checkout ${checkoutId} of the shopper (foreign key)`);
        if (!this.sellers.has(draft.sellerSlug)) throw new Error(`No seller ${draft.sellerSlug} (foreign key)`);
        for (const line of draft.lines) this.requireProduct(line.productSlug);
        const code = draft.code ?? this.takeOrderCode();
        const { lines, sellerSlug, subtotal, discount, shippingFee, total, walletPart, cardPart } = draft;
        const order: StoredOrder = {
          code,
          checkoutId,
          sellerSlug,
          status: 'new',
          shippedTo,
          subtotal,
          discount,
          shippingFee,
          total,
          walletPart,
          cardPart,
          items: lines,
          history: [{ status: 'new', actor: 'shopper', at }],
          createdAt: at,
        };
        this.orders.push(order);
        // A sequence never gives a number back, also when the turn is undone.
        undo.push(() => this.orders.splice(this.orders.indexOf(order), 1));
        return code;
      },
      removeFromCart: async (bought: readonly BoughtPieces[]) => {
        const before = this.cartOf(userId);
        let lines = before;
        for (const { lineKey: key, quantity } of bought) {
          lines = lines.flatMap((line) => (line.lineKey !== key ? [line] : line.quantity <= quantity ? [] : [{ ...line, quantity: line.quantity - quantity }]));
        }
        this.carts.set(userId, lines);
        undo.push(() => this.carts.set(userId, before));
      },
      notify: async (notification) => this.notifications.add(userId, { ...notification, params: { ...notification.params } }, undo),
      mail: async (mail) => this.mails.add(userId, mail, undo),
      wallet: async (ref: string) => this.ledgers.walletOf(userId, ref),
      appendLedger: async (rows: readonly LedgerEntry[], at: Date) => {
        undo.push(this.append(userId, rows, at));
      },
    };

    return {
      ...payments,
      ...reads,
      placedWith: async (idempotencyKey): Promise<PlacedCheckout | null> => {
        const checkout = this.checkoutsOf(userId).find((candidate) => candidate.idempotencyKey === idempotencyKey);
        return checkout ? { checkoutId: checkout.id, cardPaymentId: this.paymentOf(checkout.id)?.id ?? null } : null;
      },
      addCheckout: async (checkout: NewCheckout) => {
        if (this.checkoutsOf(userId).some((candidate) => candidate.idempotencyKey === checkout.idempotencyKey)) {
          throw new Error(`The shopper has a checkout of key ${checkout.idempotencyKey} (unique key)`);
        }
        if (this.checkouts.has(checkout.id)) throw new Error(`A checkout ${checkout.id} exists (primary key)`);
        if (checkout.walletPart < 0 || checkout.cardPart < 0 || checkout.walletPart + checkout.cardPart !== checkout.total) {
          throw new Error('A checkout’s parts add up to its total (check constraint)');
        }
        this.checkouts.set(checkout.id, { ...checkout, userId, failureCode: null });
        undo.push(() => this.checkouts.delete(checkout.id));
      },
      addCardPayment: async (payment: NewCardPayment) => {
        if (!mine(this.checkouts.get(payment.checkoutId))) throw new Error(`No checkout ${payment.checkoutId} of the shopper (foreign key)`);
        if (this.paymentOf(payment.checkoutId)) throw new Error(`Checkout ${payment.checkoutId} has a card payment (unique key)`);
        if (payment.amount <= 0) throw new Error('A card payment is of more than 0 (check constraint)');
        this.storePayment({
          ...payment,
          userId,
          purpose: 'checkout',
          idempotencyKey: null,
          gatewayPaymentId: null,
          redirectUrl: null,
          state: 'awaiting-payment',
          failureCode: null,
          gatewayMessage: null,
          settledAt: null,
        });
        undo.push(() => this.payments.delete(payment.id));
      },
      // A sequence never gives a number back, also when the turn is undone.
      reserveOrderCodes: async (count: number) => Array.from({ length: count }, () => this.takeOrderCode()),
    };
  }

  /** The order codes' sequence: HRF- and six digits or more. */
  private takeOrderCode(): string {
    return `HRF-${String(this.nextOrderNumber++).padStart(6, '0')}`;
  }

  /** The reads of one shopper, as things stand. */
  private readsOf(userId: string): CheckoutReads {
    return {
      address: async (addressId) => {
        const address = this.addresses.get(addressId);
        if (address?.userId !== userId) return null;
        const region = this.regions.find((candidate) => candidate.id === address.regionId)!;
        const city = region.cities.find((candidate) => candidate.id === address.cityId)!;
        return { addressId, regionId: region.id, region: region.name, cityId: city.id, city: city.name, country: address.country, addressText: address.addressText };
      },
      cartLines: async () => this.cartOf(userId).map((line) => this.cartLineRow(line)),
      shippingRates: async (regionId, sellerSlugs): Promise<ShippingRateRow[]> =>
        this.rates.filter((rate) => rate.regionId === regionId && sellerSlugs.includes(rate.sellerSlug)).map(({ sellerSlug, fee }) => ({ sellerSlug, fee })),
      walletTotals: async () => this.totalsOf(userId),
    };
  }

  private cartLineRow(line: StoredLine): CartLineRow {
    const { slug, sellerSlug, name, images, price, discountBasisPoints, freeShipping, stock, optionStock, customisable, nameOnProductMaxLength, isGift, colours, sizes } = this.requireProduct(line.productSlug);
    const { id, lineKey: key, colour, size, nameOnProduct, giftText, quantity } = line;
    return {
      id,
      lineKey: key,
      colour,
      size,
      nameOnProduct,
      giftText,
      quantity,
      product: { slug, sellerSlug, price, discountBasisPoints, freeShipping, stock, optionStock, customisable, nameOnProductMaxLength, isGift, colours, sizes, name, images },
      sellerName: this.sellers.get(sellerSlug)!,
    };
  }

  /** Stores a payment; a gateway's payment id already stored for another payment is refused, as the database's unique index refuses it. */
  private storePayment(payment: CardPaymentRow): void {
    if (payment.gatewayPaymentId !== null) {
      for (const other of this.payments.values()) {
        if (other.id !== payment.id && other.gateway === payment.gateway && other.gatewayPaymentId === payment.gatewayPaymentId) {
          throw new Error(`Another payment has the gateway id ${payment.gatewayPaymentId} (unique key)`);
        }
      }
    }
    this.payments.set(payment.id, payment);
  }

  /** Appends ledger rows and moves the wallet's totals by them (memory-ledgers.ts); answers how to take it back. */
  private append(userId: string, rows: readonly Pick<LedgerEntry, 'kind' | 'amount' | 'ref'>[], at: Date): UndoStep {
    this.requireShopper(userId);
    return this.ledgers.append(userId, rows, at);
  }

  private requireShopper(userId: string): void {
    if (!this.shoppers.has(userId)) throw new Error(`No shopper ${userId} (foreign key)`);
  }

  private requireProduct(productSlug: string): ShopProduct {
    const product = this.products.get(productSlug);
    if (!product) throw new Error(`No product ${productSlug}`);
    return product;
  }
}
