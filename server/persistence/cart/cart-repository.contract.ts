// What every adapter of the cart port does, run against each of them: the database's on PGlite
// (cart-repository.test.ts) and on the PostgreSQL server (.pg.test.ts), and the in-memory one the
// use cases' tests rely on, so that a fast test stands for the real thing. Besides reading and
// writing lines, a change of one shopper's cart is atomic (work that throws leaves nothing) and
// runs after the shopper's previous change (two read-then-write changes both land).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lineKey, type LineOptions } from '../../../src/domain/cart';
import { insertStore, signedInShopper } from '../../testing/account-fixtures';
import { insertCartProducts } from '../../testing/cart-fixtures';
import { STORE_CART_PRODUCTS, termsOf } from '../../testing/memory/memory-cart-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { CartLineRow, CartRepository, NewCartLine } from '../../use-cases/cart/cart-repository';
import { products } from '../schema';
import { DrizzleCartRepository } from './drizzle-cart-repository';

/** An adapter over a catalogue holding STORE_CART_PRODUCTS, and ways to add shoppers and change stock. */
export interface CartWorld {
  readonly repository: CartRepository;
  newShopper(): Promise<string>;
  setStock(slug: string, stock: number): Promise<void>;
  close(): Promise<void>;
}

const productOf = (slug: string) => STORE_CART_PRODUCTS.find((product) => product.slug === slug)!;

/** A line to store, its options normalised and keyed as the use cases do. */
function aLine(productSlug: string, options: LineOptions = {}, quantity = 1): NewCartLine {
  return {
    productSlug,
    lineKey: lineKey(productSlug, options),
    colour: options.colour ?? null,
    size: options.size ?? null,
    nameOnProduct: options.nameOnProduct ?? null,
    giftText: options.giftText ?? null,
    quantity,
  };
}

/** What reading the stored line gives back, but its id: the line, its product as the catalogue has it, its seller's name. */
function rowOf(line: NewCartLine): Omit<CartLineRow, 'id'> {
  const { sellerName, ...product } = productOf(line.productSlug);
  const { productSlug: _, ...stored } = line;
  return { ...stored, product, sellerName };
}

const withoutIds = (rows: readonly CartLineRow[]) => rows.map(({ id: _, ...row }) => row);

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

export function cartRepositoryContract(adapter: string, open: () => Promise<CartWorld>): void {
  describe(`the cart port: ${adapter}`, () => {
    let world: CartWorld;
    let shopper: string;
    let carts: CartRepository;
    // One catalogue for the suite; every test acts for a shopper of its own, as every method is scoped to one.
    beforeAll(async () => {
      world = await open();
      carts = world.repository;
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = await world.newShopper();
    });

    const rug = aLine('kilim-rug', { colour: 'red', size: 'small' }, 2);
    const gift = aLine('gift-box', { giftText: 'Eid Mubarak' });
    const mug = aLine('name-mug', { nameOnProduct: 'Sara' }, 3);
    const basket = aLine('palm-basket');
    const insert = (userId: string, ...lines: NewCartLine[]) => carts.forShopper(userId, (cart) => cart.insert(lines));

    it('starts with no lines and no pieces', async () => {
      expect(await carts.lines(shopper)).toEqual([]);
      expect(await carts.itemCount(shopper)).toBe(0);
    });

    it('reads each line with its product and its seller as stored, and counts the pieces', async () => {
      await insert(shopper, rug, gift);
      const lines = await carts.lines(shopper);
      expect(withoutIds(lines)).toEqual([rowOf(rug), rowOf(gift)]);
      expect(lines[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(lines[0]!.id).not.toBe(lines[1]!.id);
      expect(await carts.itemCount(shopper)).toBe(3);
    });

    it('stores new lines after the ones the shopper has, in the order given, within one change and across changes', async () => {
      await insert(shopper, mug);
      await carts.forShopper(shopper, async (cart) => {
        await cart.insert([gift, basket]);
        await cart.insert([rug]);
      });
      expect((await carts.lines(shopper)).map((line) => line.product.slug)).toEqual(['name-mug', 'gift-box', 'palm-basket', 'kilim-rug']);
    });

    it('reads the product as it is now, not as it was when the line was added', async () => {
      await insert(shopper, basket);
      await world.setStock('palm-basket', 1);
      try {
        expect((await carts.lines(shopper))[0]!.product.stock).toBe(1);
      } finally {
        await world.setStock('palm-basket', productOf('palm-basket').stock);
      }
    });

    it('reads, during a change, the lines it wrote and the products it names', async () => {
      await carts.forShopper(shopper, async (cart) => {
        expect(await cart.lines()).toEqual([]);
        await cart.insert([rug]);
        expect(withoutIds(await cart.lines())).toEqual([rowOf(rug)]);
        const found = await cart.products(['kilim-rug', 'no-such-product', 'gift-box', 'kilim-rug']);
        expect([...found].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([termsOf(productOf('gift-box')), termsOf(productOf('kilim-rug'))]);
        expect(await cart.products([])).toEqual([]);
      });
    });

    it('sets the quantity of a line of the shopper’s, and of no other shopper’s', async () => {
      const other = await world.newShopper();
      await insert(shopper, rug, basket);
      await insert(other, rug);
      const [mine] = await carts.lines(shopper);
      const [theirs] = await carts.lines(other);
      await carts.forShopper(shopper, async (cart) => {
        await cart.setQuantity(mine!.id, 5);
        await cart.setQuantity(theirs!.id, 4);
      });
      expect((await carts.lines(shopper)).map((line) => line.quantity)).toEqual([5, 1]);
      expect((await carts.lines(other)).map((line) => line.quantity)).toEqual([2]);
      expect(await carts.itemCount(other)).toBe(2);
    });

    it('removes the shopper’s lines among those named and says how many, leaving other shoppers’ alone', async () => {
      const other = await world.newShopper();
      await insert(shopper, rug, gift, basket);
      await insert(other, gift);
      const [first, , third] = await carts.lines(shopper);
      const [theirs] = await carts.lines(other);
      const removed = await carts.forShopper(shopper, (cart) => cart.remove([first!.id, theirs!.id, third!.id]));
      expect(removed).toBe(2);
      expect(withoutIds(await carts.lines(shopper))).toEqual([rowOf(gift)]);
      expect(withoutIds(await carts.lines(other))).toEqual([rowOf(gift)]);
      expect(await carts.forShopper(shopper, (cart) => cart.remove([first!.id]))).toBe(0);
      expect(await carts.forShopper(shopper, (cart) => cart.remove([]))).toBe(0);
    });

    it('refuses a second line of the same key, a product the catalogue lacks and a quantity below one', async () => {
      await insert(shopper, rug);
      const [line] = await carts.lines(shopper);
      await expect(insert(shopper, gift, aLine('kilim-rug', { colour: 'red', size: 'small' }, 1))).rejects.toThrow();
      await expect(insert(shopper, aLine('no-such-product'))).rejects.toThrow();
      await expect(insert(shopper, aLine('gift-box', {}, 0))).rejects.toThrow();
      await expect(carts.forShopper(shopper, (cart) => cart.setQuantity(line!.id, 0))).rejects.toThrow();
      expect(await carts.lines(shopper)).toEqual([{ ...rowOf(rug), id: line!.id }]);
    });

    it('leaves nothing of a change that throws, and goes on with the next one', async () => {
      await insert(shopper, rug, gift);
      const before = await carts.lines(shopper);
      const refused = new Error('refused by the use case');
      await expect(
        carts.forShopper(shopper, async (cart) => {
          const [first, second] = await cart.lines();
          await cart.setQuantity(first!.id, 6);
          await cart.remove([second!.id]);
          await cart.insert([mug, basket]);
          expect(await cart.lines()).toHaveLength(3);
          throw refused;
        }),
      ).rejects.toBe(refused);
      expect(await carts.lines(shopper)).toEqual(before);
      await insert(shopper, basket);
      expect(await carts.itemCount(shopper)).toBe(4);
    });

    it('runs one shopper’s changes one after another, so changes that read then write all land', async () => {
      await insert(shopper, aLine('sadu-cushion'));
      const addOne = () =>
        carts.forShopper(shopper, async (cart) => {
          const [line] = await cart.lines();
          await pause(20); // Time for another change to read the same quantity, were it not waiting.
          await cart.setQuantity(line!.id, line!.quantity + 1);
        });
      await Promise.all([addOne(), addOne(), addOne(), addOne()]);
      expect((await carts.lines(shopper))[0]!.quantity).toBe(5);
    });
  });
}

/** The database's adapter over a fresh database holding the store and the cart's products: PGlite, or the PostgreSQL server. */
export async function drizzleCartWorld({ postgres = false } = {}): Promise<CartWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  await insertStore(database.db);
  await insertCartProducts(database.db);
  return {
    repository: new DrizzleCartRepository(database.db),
    newShopper: async () => (await signedInShopper(database.db)).id,
    setStock: async (slug, stock) => {
      await database.db.update(products).set({ stock }).where(eq(products.slug, slug));
    },
    close: drop,
  };
}
