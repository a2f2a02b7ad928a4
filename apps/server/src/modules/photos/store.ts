// Where the photos' files live (issue 15): a folder by default (PHOTO_DIR, shared by
// instances that share the folder; not inside DATA_DIR, which is the embedded database's). Keys are `<24 hex>.webp` and
// `<24 hex>.thumb.webp` only, checked before any path is built, so no name reaches the disk.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface PhotoStore {
  readonly name: string;
  put(key: string, bytes: Buffer): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The keys stored with their last change, for the sweep of files no row names. */
  list(): Promise<{ key: string; changedAt: Date }[]>;
}

const KEY = /^[a-f0-9]{24}(\.thumb)?\.webp$/;
export const isPhotoKey = (key: string): boolean => KEY.test(key);
export const photoKeys = (id: string) => ({ full: `${id}.webp`, thumb: `${id}.thumb.webp` });

export function filePhotoStore(photoDir: string): PhotoStore {
  const dir = resolve(photoDir);
  const pathOf = (key: string) => {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
    return join(dir, key);
  };
  let ready: Promise<unknown> | null = null;
  return {
    name: 'file',
    async put(key, bytes) {
      const path = pathOf(key);
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      // Written whole or not at all: a reader never sees half a file.
      const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    },
    async get(key) {
      if (!isPhotoKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list() {
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [] as string[];
        throw err;
      });
      const keys = names.filter(isPhotoKey);
      return Promise.all(keys.map(async (key) => ({ key, changedAt: (await stat(join(dir, key))).mtime })));
    },
  };
}
