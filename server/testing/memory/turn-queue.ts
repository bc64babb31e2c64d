// What a shopper's row lock does in the database, for the in-memory adapters: one key's turns run
// one after another, each seeing what the one before wrote, while other keys' turns need not wait.
// A turn that fails does not hold up the next.
export class TurnQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const turn = (this.tails.get(key) ?? Promise.resolve()).then(work);
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, settled);
    // A key whose last turn has ended is forgotten, so the map holds only keys with turns under way.
    void settled.then(() => {
      if (this.tails.get(key) === settled) this.tails.delete(key);
    });
    return turn;
  }
}

/** How to take back one write of a turn. */
export type UndoStep = () => void;

/**
 * Runs `work` with an undo log, as a rolled-back transaction: when it throws, every step it noted
 * is taken back, the newest first, and the error goes on.
 */
export async function undoneOnThrow<T>(work: (undo: UndoStep[]) => Promise<T>): Promise<T> {
  const undo: UndoStep[] = [];
  try {
    return await work(undo);
  } catch (error) {
    for (const step of undo.reverse()) step();
    throw error;
  }
}
