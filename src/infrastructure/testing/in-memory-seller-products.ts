// A seller's products in memory, for the console's screen tests: the list by status and words
// of either name (most recently changed first), the status moves of the contract's table, an
// edit that applies the difference from the stock the editor saw (to each colour and size's count
// apart, for a product counted per option, refusing the grid the server would), stock that never
// falls below none nor rises above MAX_STOCK in all, the low-stock list by count, and the
// contract's own checks of the editor's fields (checkSellerProduct), so a screen test shows the
// messages the real adapter would.
import type { Page } from '../../application/ports/catalogue-gateway';
import { RequestFailure } from '../../application/ports/request-failure';
import type {
  LowStockLine,
  OptionPair,
  ProductCheck,
  SellerOption,
  SellerOptionStock,
  SellerProduct,
  SellerProductDraft,
  SellerProductFields,
  SellerProductSummary,
  SellerProductsGateway,
  SellerProductsQuery,
} from '../../application/ports/seller-products-gateway';
import { LOW_STOCK_THRESHOLD, type ProductMove, type SellerProductStatus } from '../../domain/seller-product';
import { MAX_STOCK } from '../../contract/seller-products';
import { checkSellerProduct } from '../http-seller-products-gateway';

const MOVES: Readonly<Record<ProductMove, { readonly from: readonly SellerProductStatus[]; readonly to: SellerProductStatus }>> = {
  publish: { from: ['draft'], to: 'published' },
  unpublish: { from: ['published'], to: 'draft' },
  archive: { from: ['draft', 'published'], to: 'archived' },
  restore: { from: ['archived'], to: 'draft' },
};

export const allowedMovesOf = (status: SellerProductStatus): ProductMove[] =>
  (Object.keys(MOVES) as ProductMove[]).filter((move) => MOVES[move].from.includes(status));

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A product as the API answers it: a draft in stock unless told otherwise. */
export function aSellerProduct(overrides: Partial<SellerProduct> & Pick<SellerProduct, 'slug'>): SellerProduct {
  const status = overrides.status ?? 'draft';
  return {
    name: { en: 'Clay jar', ar: 'جرة فخار' },
    status,
    price: 12_500,
    salePrice: 12_500,
    stock: 10,
    image: null,
    updatedAt: '2026-03-05T09:30:00.000Z',
    description: { en: 'A jar thrown by hand from Najdi clay.', ar: 'جرة مصنوعة يدويًا من طين نجد الأحمر.' },
    categorySlug: 'pottery',
    discountPercent: null,
    discountStartsAt: null,
    discountEndsAt: null,
    discountActive: false,
    freeShipping: false,
    customisable: false,
    nameOnProductMaxLength: 40,
    isGift: false,
    colours: [],
    sizes: [],
    stockPerOption: false,
    optionStock: [],
    images: [],
    allowedMoves: allowedMovesOf(status),
    createdAt: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** A product counted per option, its stock the sum of the counts given ("red/large": 2, "red": 1, "large": 1). */
export function countedPerOption(product: SellerProduct, counts: Readonly<Record<string, number>>): SellerProduct {
  const optionStock = Object.entries(counts).map(([pair, stock]): SellerOptionStock => {
    const [first, second] = pair.split('/');
    const colourId = product.colours.some((colour) => colour.id === first) ? first! : null;
    const sizeId = colourId === null ? first! : (second ?? null);
    return { colourId, sizeId, stock };
  });
  return { ...product, stockPerOption: true, optionStock, stock: optionStock.reduce((sum, cell) => sum + cell.stock, 0) };
}

const samePair = (cell: OptionPair, pair: OptionPair) => cell.colourId === pair.colourId && cell.sizeId === pair.sizeId;

/** The pairs a product counted per option has, in colours' then sizes' order (as the contract's grid). */
function pairsOf(colours: readonly { readonly id: string }[], sizes: readonly { readonly id: string }[]): OptionPair[] {
  if (colours.length === 0) return sizes.map((size) => ({ colourId: null, sizeId: size.id }));
  if (sizes.length === 0) return colours.map((colour) => ({ colourId: colour.id, sizeId: null }));
  return colours.flatMap((colour) => sizes.map((size) => ({ colourId: colour.id, sizeId: size.id })));
}

const invalid = (path: string, message: string) => new RequestFailure(422, 'validation.failed', 'Some fields are not valid.', { [path]: [message] });

/** The server's refusal of an edit whose counts, as they now are, would come to more than MAX_STOCK (its English words). */
const tooMuchStock = (path: 'stock' | 'optionStock') =>
  invalid(path, `The ${path === 'stock' ? 'stock' : 'total stock'} field must be ${MAX_STOCK.toLocaleString('en')} or less`);

const summaryOf = ({ slug, name, status, price, salePrice, stock, image, updatedAt }: SellerProduct): SellerProductSummary => ({
  slug,
  name,
  status,
  price,
  salePrice,
  stock,
  image,
  updatedAt,
});

export class InMemorySellerProducts implements SellerProductsGateway {
  readonly queries: SellerProductsQuery[] = [];
  readonly created: SellerProductFields[] = [];
  readonly updates: { slug: string; fields: SellerProductFields; stockSeen: number }[] = [];
  readonly moves: { slug: string; move: ProductMove }[] = [];
  readonly adjustments: { slug: string; change: number; pair?: OptionPair }[] = [];
  /** Answers the next create or update with this failure instead (a 400 with field messages). */
  refuseNextSave: RequestFailure | null = null;
  private clock = Date.parse('2026-03-06T10:00:00.000Z');

  constructor(readonly products: SellerProduct[] = []) {}

  async list(query: SellerProductsQuery): Promise<Page<SellerProductSummary>> {
    this.queries.push(query);
    const pageSize = query.pageSize ?? 20;
    const words = query.q.trim().toLowerCase();
    const matching = [...this.products]
      .filter((product) => query.status === 'all' || product.status === query.status)
      .filter((product) => words === '' || `${product.name.en} ${product.name.ar}`.toLowerCase().includes(words))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const items = matching.slice((query.page - 1) * pageSize, query.page * pageSize).map(summaryOf);
    return { items, total: matching.length, page: query.page, pageSize };
  }

  async get(slug: string): Promise<SellerProduct> {
    return this.find(slug);
  }

  async create(fields: SellerProductFields): Promise<SellerProduct> {
    this.created.push(fields);
    this.refuseIfTold();
    const product = this.productOf(aSellerProduct({ slug: slugOf(fields.nameEn), createdAt: this.now() }), fields);
    this.products.push(product);
    return product;
  }

  async update(slug: string, fields: SellerProductFields, stockSeen: number): Promise<SellerProduct> {
    this.updates.push({ slug, fields, stockSeen });
    this.refuseIfTold();
    const product = this.find(slug);
    if (fields.stockPerOption) return this.replace(product, this.productOf(product, fields));
    const stock = Math.max(0, product.stock + (fields.stock - stockSeen));
    if (stock > MAX_STOCK) throw tooMuchStock('stock');
    return this.replace(product, this.productOf(product, { ...fields, stock }));
  }

  async move(slug: string, move: ProductMove): Promise<SellerProduct> {
    this.moves.push({ slug, move });
    const product = this.find(slug);
    if (!MOVES[move].from.includes(product.status)) {
      throw new RequestFailure(409, 'sellerProducts.moveRefused', `A product that is ${product.status} cannot be moved that way.`);
    }
    const status = MOVES[move].to;
    return this.replace(product, { ...product, status, allowedMoves: allowedMovesOf(status), updatedAt: this.now() });
  }

  async adjustStock(slug: string, change: number, pair?: OptionPair): Promise<SellerProduct> {
    this.adjustments.push({ slug, change, ...(pair === undefined ? {} : { pair }) });
    const product = this.find(slug);
    if (change > 0 && product.stock + change > MAX_STOCK) {
      throw new RequestFailure(409, 'seller-products.tooMuchStock', `Adding these pieces would take the product's stock above the most it may hold: stock cannot exceed ${MAX_STOCK.toLocaleString('en')} pieces.`);
    }
    if (!product.stockPerOption) {
      if (product.stock + change < 0) {
        throw new RequestFailure(409, 'sellerProducts.stockBelowZero', `Only ${product.stock} pieces are in stock: that many can be taken away at most.`);
      }
      return this.replace(product, { ...product, stock: product.stock + change, updatedAt: this.now() });
    }
    const cell = product.optionStock.find((candidate) => pair !== undefined && samePair(candidate, pair));
    if (cell === undefined) throw new RequestFailure(404, 'sellerProducts.noSuchOption', 'This product does not count that colour and size.');
    if (cell.stock + change < 0) {
      throw new RequestFailure(409, 'sellerProducts.stockBelowZero', `Only ${cell.stock} pieces are in stock: that many can be taken away at most.`);
    }
    const optionStock = product.optionStock.map((candidate) => (candidate === cell ? { ...cell, stock: cell.stock + change } : candidate));
    return this.replace(product, { ...product, optionStock, stock: product.stock + change, updatedAt: this.now() });
  }

  async lowStock(): Promise<readonly LowStockLine[]> {
    const isLow = (stock: number) => stock > 0 && stock <= LOW_STOCK_THRESHOLD;
    const option = (options: readonly SellerOption[], id: string | null) => options.find((candidate) => candidate.id === id) ?? null;
    return this.products
      .filter((product) => product.status !== 'archived')
      .flatMap((product): LowStockLine[] =>
        product.stockPerOption
          ? product.optionStock
              .filter((cell) => isLow(cell.stock))
              .map((cell) => ({ product: summaryOf(product), colour: option(product.colours, cell.colourId), size: option(product.sizes, cell.sizeId), stock: cell.stock }))
          : isLow(product.stock)
            ? [{ product: summaryOf(product), colour: null, size: null, stock: product.stock }]
            : [],
      )
      .sort((a, b) => a.stock - b.stock);
  }

  async check(draft: SellerProductDraft): Promise<ProductCheck> {
    return checkSellerProduct(draft);
  }

  /** A shopper buys pieces behind the seller's back (of one colour and size, for a product counted per option). */
  sell(slug: string, pieces: number, pair?: OptionPair) {
    const product = this.find(slug);
    const optionStock = product.optionStock.map((cell) => (pair !== undefined && samePair(cell, pair) ? { ...cell, stock: cell.stock - pieces } : cell));
    this.replace(product, { ...product, optionStock, stock: product.stock - pieces });
  }

  private productOf(product: SellerProduct, fields: SellerProductFields): SellerProduct {
    const options = (list: SellerProductFields['colours']) =>
      list.map((option) => ({ id: option.id ?? slugOf(option.nameEn), name: { en: option.nameEn, ar: option.nameAr }, ...(option.hex === undefined ? {} : { hex: option.hex }) }));
    const colours = options(fields.colours);
    const sizes = options(fields.sizes);
    const optionStock = fields.stockPerOption ? this.optionStockOf(product, fields, colours, sizes) : [];
    const discount = fields.discountPercent ?? 0;
    return {
      ...product,
      name: { en: fields.nameEn, ar: fields.nameAr },
      description: { en: fields.descriptionEn, ar: fields.descriptionAr },
      categorySlug: fields.categorySlug,
      price: fields.price,
      salePrice: fields.price - Math.round((fields.price * discount) / 100),
      discountPercent: fields.discountPercent,
      discountStartsAt: fields.discountStartsAt,
      discountEndsAt: fields.discountEndsAt,
      discountActive: fields.discountPercent !== null,
      freeShipping: fields.freeShipping,
      customisable: fields.customisable,
      nameOnProductMaxLength: fields.nameOnProductMaxLength,
      isGift: fields.isGift,
      colours,
      sizes,
      stockPerOption: fields.stockPerOption,
      optionStock,
      stock: fields.stockPerOption ? optionStock.reduce((sum, cell) => sum + cell.stock, 0) : fields.stock,
      updatedAt: this.now(),
    };
  }

  /**
   * The counts of an edit per option, as the server makes them: the grid must have each pair once;
   * a pair the editor loaded changes by what the seller changed, a pair it did not is counted afresh.
   */
  private optionStockOf(product: SellerProduct, fields: SellerProductFields, colours: readonly SellerOption[], sizes: readonly SellerOption[]): SellerOptionStock[] {
    if (colours.length === 0 && sizes.length === 0) throw invalid('stockPerOption', 'Counting each colour and size apart needs a colour or a size.');
    const pairs = pairsOf(colours, sizes);
    const named = fields.optionStock.map((cell) => ({ colourId: cell.colour === null ? null : (colours[cell.colour]?.id ?? '?'), sizeId: cell.size === null ? null : (sizes[cell.size]?.id ?? '?') }));
    if (named.length !== pairs.length || pairs.some((pair) => named.filter((cell) => samePair(cell, pair)).length !== 1)) {
      throw invalid('optionStock', 'The stock of each colour and size does not match the colours and sizes.');
    }
    const counted = fields.optionStock.map((cell, index) => {
      const pair = named[index]!;
      const now = product.stockPerOption ? product.optionStock.find((candidate) => samePair(candidate, pair)) : undefined;
      const stock = cell.stockSeen === undefined || now === undefined ? cell.stock : now.stock + (cell.stock - cell.stockSeen);
      if (stock < 0) throw invalid(`optionStock.${index}.stock`, 'Pieces were sold while you were editing: the stock you set would fall below zero. Reload the product and try again.');
      return { ...pair, stock };
    });
    if (counted.reduce((sum, cell) => sum + cell.stock, 0) > MAX_STOCK) throw tooMuchStock('optionStock');
    return pairs.map((pair) => counted.find((cell) => samePair(cell, pair))!);
  }

  private refuseIfTold() {
    const failure = this.refuseNextSave;
    this.refuseNextSave = null;
    if (failure !== null) throw failure;
  }

  private replace(product: SellerProduct, next: SellerProduct): SellerProduct {
    this.products.splice(this.products.indexOf(product), 1, next);
    return next;
  }

  private find(slug: string): SellerProduct {
    const product = this.products.find((candidate) => candidate.slug === slug);
    if (product === undefined) throw new RequestFailure(404, 'sellerProducts.notFound', 'This product could not be found.');
    return product;
  }

  private now(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }
}
