// Renders every illustration in its three product variants plus one of each content
// image into a folder for eyeballing: node --import tsx packages/db/scripts/preview-images.ts [/tmp/imgs]
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { ARTS } from '../src/seed/art.ts';
import type { SeedArt } from '../src/seed/data/types.ts';
import {
  bannerScene, categoryScene, placeholderScene, productScene, recipeScene, renderScene, renderSoldOut, specialScene,
} from '../src/seed/images.ts';

const out = process.argv[2] ?? '/tmp/imgs';
mkdirSync(out, { recursive: true });
const colours: Record<SeedArt, string> = {
  steak: '#8c3b3b', chop: '#b5654a', rack: '#7a5c3e', mince: '#9b4d3a', 'whole-bird': '#c9a05a', drumstick: '#c98a3e',
  sausage: '#a0522d', salami: '#8e2a36', ham: '#b86b3e', bottle: '#6b1f2a', cheese: '#c9a227', fish: '#35577d',
  fillet: '#2f6f8f', shrimp: '#3a7a8c', shell: '#4a7a9a', milk: '#5f7f9a', olive: '#6f8232', jar: '#8a5a2a',
  vegetable: '#6b8e4e', box: '#8c6d4f', pan: '#4a4f55', grill: '#7a3b2e', gift: '#7a5c3e', leaf: '#5f8f3e',
  egg: '#a0785a', bread: '#a8754a', apron: '#8c7b6b', knife: '#6f7f8c', board: '#a0785a', glasses: '#8e5a6a',
  thermometer: '#b06a5e', seasoning: '#c9a227', 'vacuum-sealer': '#5f7f9a', 'sous-vide': '#4f7f86', ticket: '#c08a3e',
  tasting: '#9c4a4a',
};
const seed = process.argv[3] ?? 'X1';
const arts = Object.keys(ARTS) as SeedArt[];
const t0 = performance.now();
const tiles: Buffer[] = [];
for (const art of arts)
  for (const v of ['main', 'closeup', 'board'] as const) {
    const png = await renderScene(productScene({ art, colour: colours[art], seed: art + seed }, v));
    tiles.push(await sharp(png).resize(200, 200).toBuffer());
    if (v === 'main') writeFileSync(`${out}/${art}.png`, png);
  }
process.stdout.write(`rendered ${tiles.length} in ${Math.round(performance.now() - t0)} ms, written to ${out}\n`);
const per = 27;
for (let s = 0; s * per < tiles.length; s++) {
  const chunk = tiles.slice(s * per, (s + 1) * per);
  await sharp({ create: { width: 1800, height: 600, channels: 3, background: '#ffffff' } })
    .composite(chunk.map((b, i) => ({ input: b, left: (i % 9) * 200, top: Math.floor(i / 9) * 200 })))
    .png()
    .toFile(`${out}/sheet${s}.png`);
}
writeFileSync(`${out}/banner.png`, await renderScene(bannerScene({ art: 'steak', colour: '#8c3b3b', seed: 's1' })));
writeFileSync(`${out}/special.png`, await renderScene(specialScene({ art: 'gift', colour: '#7a5c3e', seed: 's1' })));
writeFileSync(`${out}/recipe.png`, await renderScene(recipeScene({ art: 'steak', colour: '#6b8e4e', seed: 'r1' })));
writeFileSync(`${out}/category.png`, await renderScene(categoryScene({ art: 'cheese', colour: '#c9a227', seed: 'c1' })));
writeFileSync(`${out}/placeholder.png`, await renderScene(placeholderScene()));
const steak = await renderScene(productScene({ art: 'steak', colour: '#8c3b3b', seed: 'a' }, 'main'));
writeFileSync(`${out}/so.png`, await renderSoldOut(steak));
writeFileSync(`${out}/so-zh.png`, await renderSoldOut(steak, 'zh_CN'));
