// Renders the short recipe clips the seed's `videoUrl` points at (/media/recipes/<CODE>.mp4)
// and their poster frames, from each recipe's seeded scene image: a slow zoom with the
// recipe's name and its first three steps as captions. Run once and commit the output
// (docs/decisions/0018-recipes.md); it needs ffmpeg with libx264 and drawtext, which the
// shop itself never needs at run time:
//   node --import tsx packages/db/scripts/generate-recipe-videos.ts [outDir]
// Captions are English only: the machine has no CJK font and one file serves both languages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { recipes } from '../src/seed/data/recipes.ts';
import { recipeScene, sceneSvg } from '../src/seed/images.ts';

const out = process.argv[2] ?? join(import.meta.dirname, '../../../apps/server/assets/recipe-videos');
const TITLE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
const CAPTION_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const SECONDS = 8;
const FPS = 25;

/** The first sentence of a step, wrapped to lines of at most `width` characters (2 lines). */
export function caption(step: string, n: number, width = 46): string {
  const sentence = (step.split(/(?<=\.)\s/)[0] ?? step).replace(/\.$/, '');
  const words = `${n}. ${sentence}`.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const last = lines[lines.length - 1]!;
    if (last && (last + ' ' + word).length > width) lines.push(word);
    else lines[lines.length - 1] = last ? `${last} ${word}` : word;
  }
  if (lines.length > 2) return `${lines[0]}\n${lines[1]!.replace(/\W*$/, '')}…`;
  return lines.join('\n');
}

mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'recipe-videos-'));
try {
  for (const r of recipes) {
    if (!r.videoUrl) continue;
    const code = r.videoUrl.replace(/^.*\//, '').replace(/\.mp4$/, '');
    // Rendered large so the zoom's integer crop steps are invisible at 640×360.
    const still = join(work, `${code}.png`);
    await sharp(Buffer.from(sceneSvg(recipeScene({ art: r.art, colour: r.colour, seed: r.code }, 1920, 1080)))).removeAlpha().png().toFile(still);
    const texts: string[] = [];
    const textFile = (name: string, text: string) => {
      const path = join(work, `${code}-${name}.txt`);
      writeFileSync(path, text);
      return path;
    };
    const title = textFile('title', r.name.en);
    texts.push(`drawtext=fontfile=${TITLE_FONT}:textfile=${title}:fontsize=26:fontcolor=white:x=(w-text_w)/2:y=26:box=1:boxcolor=black@0.45:boxborderw=10`);
    const third = (SECONDS - 0.5) / 3;
    r.steps.slice(0, 3).forEach((s, i) => {
      const from = (0.5 + i * third).toFixed(2);
      const to = (0.5 + (i + 1) * third).toFixed(2);
      const file = textFile(`step${i + 1}`, caption(s.en, i + 1));
      texts.push(`drawtext=fontfile=${CAPTION_FONT}:textfile=${file}:fontsize=19:line_spacing=6:fontcolor=white:x=(w-text_w)/2:y=h-text_h-28:box=1:boxcolor=black@0.55:boxborderw=10:enable='between(t,${from},${to})'`);
    });
    const frames = SECONDS * FPS;
    const filter = [
      `zoompan=z='1+0.14*on/${frames}':x='iw/2-(iw/zoom/2)+on*0.6':y='ih/2-(ih/zoom/2)':d=${frames}:s=640x360:fps=${FPS}`,
      ...texts,
      'format=yuv420p',
    ].join(',');
    const mp4 = join(out, `${code}.mp4`);
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-i', still, '-vf', filter, '-frames:v', String(frames),
      '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'veryslow', '-crf', '30',
      '-maxrate', '160k', '-bufsize', '320k', '-an', '-movflags', '+faststart', mp4,
    ]);
    // The poster: the first frame with the title, before any caption shows.
    const poster = join(out, `${code}.jpg`);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', '0.2', '-i', mp4, '-frames:v', '1', '-q:v', '5', poster]);
    process.stdout.write(`${code}: ${(statSync(mp4).size / 1024).toFixed(0)} kB video, ${(statSync(poster).size / 1024).toFixed(0)} kB poster\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
