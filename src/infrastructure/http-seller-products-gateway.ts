// SellerProductsGateway over the API's seller product operations (src/contract/seller-products.ts).
// Loaded lazily by the container with the first call, so neither this module nor the contract's
// schemas weigh on any page but the console's. `check` runs the very schema the server parses a
// body with, so the editor shows the server's messages before anything is sent.
import type { Page } from '../application/ports/catalogue-gateway';
import type {
  LowStockLine,
  OptionPair,
  ProductCheck,
  SellerProduct,
  SellerProductDraft,
  SellerProductFields,
  SellerProductSummary,
  SellerProductsGateway,
  SellerProductsQuery,
} from '../application/ports/seller-products-gateway';
import type { ProductMove } from '../domain/seller-product';
import { SellerProductInput, sellerProductOperations } from '../contract/seller-products';
import { validate } from '../contract/validation';
import type { ApiClient } from './api-client';

/** The contract's checks of an editor's fields: the parsed fields, or each failing field's messages. */
export function checkSellerProduct(draft: SellerProductDraft): ProductCheck {
  const checked = validate(SellerProductInput, draft);
  return checked.ok ? { ok: true, fields: checked.value } : { ok: false, messages: checked.fields };
}

export class HttpSellerProductsGateway implements SellerProductsGateway {
  constructor(private readonly api: ApiClient) {}

  list(query: SellerProductsQuery): Promise<Page<SellerProductSummary>> {
    return this.api.call(sellerProductOperations.list, {
      query: {
        status: query.status,
        q: query.q,
        page: String(query.page),
        pageSize: query.pageSize === undefined ? undefined : String(query.pageSize),
      },
    });
  }

  get(slug: string): Promise<SellerProduct> {
    return this.api.call(sellerProductOperations.get, { params: { slug } });
  }

  create(fields: SellerProductFields): Promise<SellerProduct> {
    return this.api.call(sellerProductOperations.create, { body: bodyOf(fields) });
  }

  update(slug: string, fields: SellerProductFields, stockSeen: number): Promise<SellerProduct> {
    return this.api.call(sellerProductOperations.update, { params: { slug }, body: { ...bodyOf(fields), stockSeen } });
  }

  move(slug: string, move: ProductMove): Promise<SellerProduct> {
    return this.api.call(sellerProductOperations.move, { params: { slug }, body: { move } });
  }

  adjustStock(slug: string, change: number, pair?: OptionPair): Promise<SellerProduct> {
    // The contract leaves a kind the product does not offer out, rather than null.
    const colourId = pair?.colourId ?? undefined;
    const sizeId = pair?.sizeId ?? undefined;
    return this.api.call(sellerProductOperations.adjustStock, {
      params: { slug },
      body: { change, ...(colourId === undefined ? {} : { colourId }), ...(sizeId === undefined ? {} : { sizeId }) },
    });
  }

  lowStock(): Promise<readonly LowStockLine[]> {
    return this.api.call(sellerProductOperations.lowStock, { query: {} });
  }

  async check(draft: SellerProductDraft): Promise<ProductCheck> {
    return checkSellerProduct(draft);
  }
}

/** The contract's body: its arrays are mutable. */
const bodyOf = (fields: SellerProductFields) => ({ ...fields, colours: [...fields.colours], sizes: [...fields.sizes], optionStock: [...fields.optionStock] });
