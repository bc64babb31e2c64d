// A test twin of the CartGateway port: an account cart held in memory over a few products,
// priced and bounded by stock the way the API does it (the domain's addToCart, setQuantity
// and mergeCarts), that remembers every call and can be told to refuse the next ones.
import { addToCart, cartTotals, keyOf, lineKey, mergeCarts, setQuantity, type Cart, type CartLine as DomainLine } from '../../domain/cart';
import type { PricedProduct } from '../../domain/pricing';
import { salePrice } from '../../domain/pricing';
import type { CartGateway, CartLine, CartView } from '../ports/cart-gateway';
import { RequestFailure } from '../ports/request-failure';
import type { TempCartItem } from '../session/session-store';

export interface FakeProduct {
  readonly slug: string;
  readonly name?: string;
  readonly price: number;
  readonly discountBasisPoints?: number;
  readonly stock: number;
  readonly seller?: string;
}

export class InMemoryCartGateway implements CartGateway {
  /** Every call, by method name, in order. */
  readonly calls: { readonly method: keyof CartGateway; readonly args: readonly unknown[] }[] = [];
  /** While set, every call rejects with it. */
  refuseWith: Error | null = null;
  private cart: Cart = [];
  private readonly products: Map<string, FakeProduct>;

  constructor(products: readonly FakeProduct[] = []) {
    this.products = new Map(products.map((product) => [product.slug, product]));
  }

  /** The stock changes behind the shopper's back (another shopper bought some). */
  setStock(slug: string, stock: number): void {
    const product = this.products.get(slug);
    if (product !== undefined) this.products.set(slug, { ...product, stock });
  }

  async get(): Promise<CartView> {
    this.record('get', []);
    return this.view();
  }

  async count(): Promise<number> {
    this.record('count', []);
    return cartTotals(this.cart).itemCount;
  }

  async add(item: TempCartItem): Promise<CartView> {
    this.record('add', [item]);
    const result = addToCart(this.cart, { product: this.priced(item.productSlug), options: item, quantity: item.quantity });
    if (!result.ok) throw new RequestFailure(409, result.error.code, result.error.code);
    this.cart = result.value;
    return this.view();
  }

  async setQuantity(lineId: string, quantity: number): Promise<CartView> {
    this.record('setQuantity', [lineId, quantity]);
    const result = setQuantity(this.cart, lineId, quantity);
    if (!result.ok) throw new RequestFailure(409, result.error.code, result.error.code);
    this.cart = result.value;
    return this.view();
  }

  async remove(lineId: string): Promise<CartView> {
    this.record('remove', [lineId]);
    this.cart = this.cart.filter((line) => keyOf(line) !== lineId);
    return this.view();
  }

  async merge(items: readonly TempCartItem[]): Promise<CartView> {
    this.record('merge', [items]);
    const guest: DomainLine[] = items.map((item) => ({ product: this.priced(item.productSlug), options: item, quantity: item.quantity }));
    this.cart = mergeCarts(guest, this.cart, (slug) => (this.products.has(slug) ? this.priced(slug) : undefined));
    return this.view();
  }

  private record(method: keyof CartGateway, args: readonly unknown[]): void {
    this.calls.push({ method, args });
    if (this.refuseWith !== null) throw this.refuseWith;
  }

  private priced(slug: string): PricedProduct {
    const product = this.products.get(slug);
    if (product === undefined) throw new RequestFailure(404, 'catalogue.productNotFound', 'catalogue.productNotFound');
    return { id: slug, sellerId: product.seller ?? 'seller', price: product.price, discountBasisPoints: product.discountBasisPoints, freeShipping: false, stock: product.stock, customisable: true };
  }

  private view(): CartView {
    const lines = this.cart.map((line): CartLine => {
      const product = this.products.get(line.product.id)!;
      const unit = salePrice(line.product);
      return {
        // The line's id is its key here: the twin has no database to number lines.
        id: lineKey(line.product.id, line.options),
        product: {
          slug: product.slug,
          name: product.name ?? product.slug,
          image: null,
          price: product.price,
          salePrice: unit,
          discountBasisPoints: product.discountBasisPoints ?? null,
          freeShipping: false,
          isGift: false,
          stock: product.stock,
          seller: { slug: product.seller ?? 'seller', name: product.seller ?? 'Seller' },
        },
        colour: line.options.colour === undefined ? null : { id: line.options.colour, name: line.options.colour },
        size: line.options.size === undefined ? null : { id: line.options.size, name: line.options.size },
        nameOnProduct: line.options.nameOnProduct ?? null,
        giftText: line.options.giftText ?? null,
        quantity: line.quantity,
        total: unit * line.quantity,
        available: line.quantity <= product.stock,
      };
    });
    return { lines, totals: cartTotals(this.cart) };
  }
}
