// The media port over the media_objects table: files in the database, so every server process
// (and PGlite's embedded default, under DATA_DIR) reads the same ones. Works on the database or
// inside an open transaction, so a picture's files commit with the rows that name them.
import { eq, like } from 'drizzle-orm';
import type { MediaObject, MediaStore } from '../../use-cases/media/media-store';
import { mediaObjects } from '../schema';
import type { Queryable } from '../transactions';

/** `prefix` as a LIKE pattern that matches only itself at the start (keys hold no wildcards, but a prefix must not become one). */
const startingWith = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export class DrizzleMediaStore implements MediaStore {
  constructor(private readonly db: Queryable) {}

  async put(objects: readonly MediaObject[]): Promise<void> {
    if (objects.length === 0) return;
    await this.db.insert(mediaObjects).values(objects.map(({ key, contentType, bytes }) => ({ key, contentType, bytes })));
  }

  async get(key: string): Promise<MediaObject | null> {
    const [row] = await this.db
      .select({ key: mediaObjects.key, contentType: mediaObjects.contentType, bytes: mediaObjects.bytes })
      .from(mediaObjects)
      .where(eq(mediaObjects.key, key));
    // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
    return row ? { key: row.key, contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(mediaObjects).where(eq(mediaObjects.key, key));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const removed = await this.db.delete(mediaObjects).where(like(mediaObjects.key, startingWith(prefix))).returning({ key: mediaObjects.key });
    return removed.length;
  }
}
