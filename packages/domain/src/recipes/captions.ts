// Captions of the recipe clips in the page's language (issue 17; docs/decisions/0038). The
// committed clips (packages/db/scripts/generate-recipe-videos.ts) burn in the English title
// and the first sentence of the first three steps, each shown for a third of the clip after
// half a second; this builds the same cues as WebVTT, so a Chinese page plays the clip with
// Chinese captions over the English ones.

/** Length of the committed clips in seconds (SECONDS in the generator). */
export const RECIPE_CLIP_SECONDS = 8;

const stamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const s = Math.floor(ms / 1000);
  return `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

/** The first sentence of a step (Chinese 。！？ or English '. '), without its full stop. */
export function firstSentence(step: string): string {
  const match = /^(.+?)([。！？]|\.(?=\s|$))/u.exec(step.trim());
  return (match ? match[1]! : step.trim()).trim();
}

/** Text inside a cue may not hold '-->' nor start a line blank; '<' and '&' are escaped. */
const cueText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/-->/g, '→').replace(/\s*\n\s*/g, ' ');

/** WebVTT of a clip: the title at the top for the whole clip, the first three steps at the bottom in turn. */
export function recipeCaptionsVtt(recipe: { name: string; steps: readonly string[] }, seconds = RECIPE_CLIP_SECONDS): string {
  const third = (seconds - 0.5) / 3;
  const cues = [
    `title\n${stamp(0)} --> ${stamp(seconds)} line:0 align:center\n${cueText(recipe.name)}`,
    ...recipe.steps.slice(0, 3).map((step, i) =>
      `step-${i + 1}\n${stamp(0.5 + i * third)} --> ${stamp(0.5 + (i + 1) * third)} align:center\n${i + 1}. ${cueText(firstSentence(step))}`),
  ];
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
