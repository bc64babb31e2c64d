// Fluent builders for commerce values in tests (domain, application and server suites alike).
// Every builder is immutable: each step returns a new builder, so a shared base is safe to reuse.

import { riyals, type Halalas } from '../money';
import type { PricedProduct } from '../pricing';
import type { CartLine, LineOptions } from '../cart';
import type { ShippingAddress, ShippingRates } from '../checkout';

export class ProductBuilder {
  constructor(private readonly product: PricedProduct) {}

  private with(changes: Partial<PricedProduct>): ProductBuilder {
    return new ProductBuilder({ ...this.product, ...changes });
  }

  withId(id: string): ProductBuilder { return this.with({ id }); }
  from(sellerId: string): ProductBuilder { return this.with({ sellerId }); }
  priced(price: Halalas): ProductBuilder { return this.with({ price }); }
  /** Basis points: 2500 is 25 %. */
  discounted(discountBasisPoints: number): ProductBuilder { return this.with({ discountBasisPoints }); }
  withFreeShipping(freeShipping = true): ProductBuilder { return this.with({ freeShipping }); }
  inStock(stock: number): ProductBuilder { return this.with({ stock }); }
  outOfStock(): ProductBuilder { return this.with({ stock: 0 }); }
  /** Counted per colour and size: these counts, and the product's stock their sum. */
  countedPerOption(optionStock: PricedProduct['optionStock'] & object): ProductBuilder {
    return this.with({ optionStock, stock: optionStock.reduce((sum, option) => sum + option.stock, 0) });
  }
  customisable(customisable = true): ProductBuilder { return this.with({ customisable }); }

  build(): PricedProduct {
    return this.product;
  }
}

/** A 100 SAR Sadu cushion from a Najd seller, 10 in stock, no discount, paid shipping. */
export const aProduct = (): ProductBuilder =>
  new ProductBuilder({
    id: 'sadu-cushion',
    sellerId: 'najd-weavers',
    price: riyals(100),
    freeShipping: false,
    stock: 10,
    customisable: false,
  });

export class CartLineBuilder {
  constructor(private readonly line: CartLine) {}

  private with(changes: Partial<CartLine>): CartLineBuilder {
    return new CartLineBuilder({ ...this.line, ...changes });
  }
  private withOption(changes: LineOptions): CartLineBuilder {
    return this.with({ options: { ...this.line.options, ...changes } });
  }

  of(product: PricedProduct | ProductBuilder): CartLineBuilder {
    return this.with({ product: product instanceof ProductBuilder ? product.build() : product });
  }
  quantity(quantity: number): CartLineBuilder { return this.with({ quantity }); }
  colour(colour: string): CartLineBuilder { return this.withOption({ colour }); }
  size(size: string): CartLineBuilder { return this.withOption({ size }); }
  nameOnProduct(nameOnProduct: string): CartLineBuilder { return this.withOption({ nameOnProduct }); }
  giftText(giftText: string): CartLineBuilder { return this.withOption({ giftText }); }

  build(): CartLine {
    return this.line;
  }
}

/** One piece of the default product, no options chosen. */
export const aCartLine = (): CartLineBuilder => new CartLineBuilder({ product: aProduct().build(), options: {}, quantity: 1 });

export class AddressBuilder {
  constructor(private readonly address: ShippingAddress) {}

  withId(id: string): AddressBuilder { return new AddressBuilder({ ...this.address, id }); }
  inRegion(regionId: string): AddressBuilder { return new AddressBuilder({ ...this.address, regionId }); }
  asDefault(isDefault = true): AddressBuilder { return new AddressBuilder({ ...this.address, isDefault }); }

  build(): ShippingAddress {
    return this.address;
  }
}

/** A Riyadh address that is not the default. */
export const anAddress = (): AddressBuilder => new AddressBuilder({ id: 'home', regionId: 'riyadh', isDefault: false });

export class ShippingRatesBuilder {
  constructor(private readonly rates: ShippingRates) {}

  /** `aRateTable().charging('najd-weavers', 'riyadh', riyals(25))`. */
  charging(sellerId: string, regionId: string, fee: Halalas): ShippingRatesBuilder {
    return new ShippingRatesBuilder({ ...this.rates, [sellerId]: { ...this.rates[sellerId], [regionId]: fee } });
  }

  build(): ShippingRates {
    return this.rates;
  }
}

/** No seller ships anywhere until told to. */
export const aRateTable = (): ShippingRatesBuilder => new ShippingRatesBuilder({});
