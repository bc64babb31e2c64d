// The media port: files kept by key, `<kind>/<id>/<variant>.<ext>` (photos/…/1280.jpg), that
// every server process reads alike. Keys are never rewritten: a new picture gets a new id, so a
// file may be cached for good by whoever fetched it.

export interface MediaObject {
  readonly key: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

export interface MediaStore {
  /** Stores the files (a key already there is an error: files are immutable). */
  put(objects: readonly MediaObject[]): Promise<void>;
  get(key: string): Promise<MediaObject | null>;
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (`photos/<id>/`); answers how many. */
  deletePrefix(prefix: string): Promise<number>;
}

/** The folder of one picture's files: `photos/<id>/`. */
export const pictureFolder = (kind: 'photos' | 'logos', id: string): string => `${kind}/${id}/`;
