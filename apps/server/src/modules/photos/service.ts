// Photos members upload with requests and reviews (issue 15). All of a request's photos
// are decoded first (one refused → none is kept); then `withPhotos` writes their files and
// runs the caller's transaction, which inserts the photo rows with what they belong to. If
// that transaction refuses or fails, the files just written are deleted again: no half-
// written review, no orphan file.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { photo, queryRows, type Database, type Executor } from '@eshop/db';
import { processPhoto, type PhotoRefusal, type ProcessedPhoto } from './pipeline.ts';
import { photoKeys, type PhotoStore } from './store.ts';

export type PreparedPhotos = { ok: true; photos: ProcessedPhoto[] } | { ok: false; code: PhotoRefusal; index: number };

export interface PhotoUrls {
  id: string;
  url: string;
  thumbnail: string;
  width: number;
  height: number;
}

export function createPhotoService(deps: { db: Database; store: PhotoStore; imageBase?: string }) {
  const { db, store } = deps;
  const base = deps.imageBase ?? '';

  async function discard(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.flatMap((id) => Object.values(photoKeys(id)).map((key) => store.delete(key).catch(() => undefined))));
  }

  return {
    store,

    /** Decodes and re-encodes every file, in order; the first one refused answers for all. */
    async prepare(files: readonly Buffer[]): Promise<PreparedPhotos> {
      const photos: ProcessedPhoto[] = [];
      for (const [index, file] of files.entries()) {
        const r = await processPhoto(file);
        if (!r.ok) return { ok: false, code: r.code, index };
        photos.push(r.photo);
      }
      return { ok: true, photos };
    },

    /**
     * Writes the photos' files, then runs `fn` in a transaction with their ids (their rows
     * already inserted in it). When `fn` answers `{ ok: false }` or throws, the transaction is
     * rolled back and the files are deleted.
     */
    async withPhotos<T extends { ok: boolean }>(memberId: number, photos: readonly ProcessedPhoto[], fn: (tx: Executor, ids: string[]) => Promise<T>): Promise<T> {
      const ids = photos.map(() => randomBytes(12).toString('hex'));
      const refused = Symbol('refused');
      let answer: T | undefined;
      try {
        for (const [i, p] of photos.entries()) {
          const keys = photoKeys(ids[i]!);
          await store.put(keys.full, p.full);
          await store.put(keys.thumb, p.thumb);
        }
        return await db.transaction(async (tx) => {
          if (ids.length > 0) {
            await tx.insert(photo).values(photos.map((p, i) => ({ id: ids[i]!, memberId, width: p.width, height: p.height, bytes: p.full.length })));
          }
          answer = await fn(tx, ids);
          // A refusal rolls the rows back too.
          if (!answer.ok) throw refused;
          return answer;
        });
      } catch (err) {
        await discard(ids);
        if (err === refused) return answer!;
        throw err;
      }
    },

    /**
     * Deletes files no photo row names and older than an hour: what a crash between writing
     * the files and committing the transaction left behind (photos_sweep, hourly).
     */
    async sweep(now = new Date()): Promise<{ deleted: number }> {
      const cutoff = now.getTime() - 3_600_000;
      const old = (await store.list()).filter((f) => f.changedAt.getTime() < cutoff);
      if (old.length === 0) return { deleted: 0 };
      const ids = [...new Set(old.map((f) => f.key.slice(0, 24)))];
      const known = new Set((await queryRows<{ id: string }>(db, sql`
        select id from photo where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((r) => r.id));
      const orphans = old.filter((f) => !known.has(f.key.slice(0, 24)));
      await Promise.all(orphans.map((f) => store.delete(f.key)));
      return { deleted: orphans.length };
    },

    /** The URLs of a stored photo (served by routes.ts). */
    urls(row: { id: string; width: number; height: number }): PhotoUrls {
      const keys = photoKeys(row.id);
      return { id: row.id, url: `${base}/images/photos/${keys.full}`, thumbnail: `${base}/images/photos/${keys.thumb}`, width: row.width, height: row.height };
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
