// A page shared between shoppers (docs/decisions/0043): the server renders the product,
// list and home pages once for everyone, and gives a signed-in member (or a visitor with
// a cart) that page with the header's member parts and the hearts swapped for theirs
// (member-page.server.tsx) plus those values as JSON. The page's loader data stays the
// shared one, so the shell reads the member's values from that JSON: hydration then
// renders what the server sent. They hold until the shell's data is loaded again (after
// a form, a search, another language), which brings the member's own.
import type { ShellData } from '../routes/shell.tsx';

/** The id of the JSON element with the member's values (not run, so it needs no nonce). */
export const MEMBER_OVERLAY_ID = 'member-overlay';

/** What of the shell's data is the member's own. */
export type MemberOverlay = Pick<ShellData, 'member' | 'cartTotal' | 'favourites'>;

/** The JSON element for a page's HTML: `<` escaped, so nothing in it can end the element. */
export function overlayElement(overlay: MemberOverlay): string {
  return `<script type="application/json" id="${MEMBER_OVERLAY_ID}">${JSON.stringify(overlay).replaceAll('<', '\\u003c')}</script>`;
}

/** The page's member values, read once in the browser; null on the server and on a page without them. */
let overlay: MemberOverlay | null | undefined;
/** The shell data they were laid over (the page's own), and the result. */
let laidOver: { base: ShellData; shell: ShellData } | null = null;

function readOverlay(): MemberOverlay | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(MEMBER_OVERLAY_ID)?.textContent;
  return text ? (JSON.parse(text) as MemberOverlay) : null;
}

/** The shell's data with the page's member values over it, while it is the data the page came with. */
export function useShellData(loaderData: ShellData): ShellData {
  if (overlay === undefined) overlay = readOverlay();
  if (!overlay) return loaderData;
  laidOver ??= { base: loaderData, shell: { ...loaderData, ...overlay } };
  if (laidOver.base === loaderData) return laidOver.shell;
  // The shell's data was loaded again: it has the member's own values from now on.
  overlay = null;
  laidOver = null;
  return loaderData;
}
