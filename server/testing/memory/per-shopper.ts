// What the memory adapters' turns tell each shopper (notifications, mails): a list per shopper,
// each addition taken back with the turn that made it.
import type { UndoStep } from './turn-queue';

export class PerShopper<Item> {
  private readonly lists = new Map<string, readonly Item[]>();

  /** The shopper's items, oldest first. */
  of(userId: string): readonly Item[] {
    return this.lists.get(userId) ?? [];
  }

  /** Adds `item` for the shopper; `undo` takes it back. */
  add(userId: string, item: Item, undo: UndoStep[]): void {
    const before = this.of(userId);
    this.lists.set(userId, [...before, item]);
    undo.push(() => this.lists.set(userId, before));
  }

  /** Forgets the shopper's items; `undo` brings them back. */
  clear(userId: string, undo: UndoStep[]): void {
    const before = this.of(userId);
    this.lists.delete(userId);
    undo.push(() => this.lists.set(userId, before));
  }
}
