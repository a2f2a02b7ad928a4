// Writes contact sheets of the images stored in a seeded database, for eyeballing:
//   DATA_DIR=./data node --import tsx packages/db/scripts/dump-images.ts /tmp/seeded
import { mkdirSync, writeFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../src/client.ts';
import { getMedia } from '../src/media.ts';
import { carouselSlide, category, itemImage, recipe, special } from '../src/schema/index.ts';

const out = process.argv[2] ?? '/tmp/seeded';
mkdirSync(out, { recursive: true });
const h = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
const sheet = async (name: string, ids: string[], tile: [number, number], cols: number) => {
  const tiles = await Promise.all(ids.map(async (id) => sharp((await getMedia(h.db, id))!.bytes).resize(tile[0], tile[1]).toBuffer()));
  const rows = Math.ceil(tiles.length / cols);
  await sharp({ create: { width: tile[0] * cols, height: tile[1] * rows, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * tile[0], top: Math.floor(i / cols) * tile[1] })))
    .png()
    .toFile(`${out}/${name}.png`);
};
const imgs = await h.db.select().from(itemImage).orderBy(asc(itemImage.itemId), asc(itemImage.sort));
const mains = imgs.filter((i) => i.sort === 0).map((i) => i.imageId);
for (let k = 0; k * 48 < mains.length; k++) await sheet(`items-${k}`, mains.slice(k * 48, (k + 1) * 48), [150, 150], 12);
await sheet('variants', imgs.slice(0, 36).map((i) => i.imageId), [200, 200], 9);
await sheet('categories', (await h.db.select().from(category)).map((c) => c.imageId!), [150, 150], 9);
await sheet('recipes', (await h.db.select().from(recipe)).map((c) => c.imageId!), [300, 200], 4);
await sheet('slides', (await h.db.select().from(carouselSlide)).map((c) => c.imageId!), [720, 240], 2);
await sheet('specials', (await h.db.select().from(special)).map((c) => c.imageId!), [300, 200], 4);
writeFileSync(`${out}/placeholder.png`, (await getMedia(h.db, 'placeholder'))!.bytes);
await h.close();
process.stdout.write(`written to ${out}\n`);
