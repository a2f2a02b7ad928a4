/** A demo shop says so on every page, above everything (docs/decisions/0021); the text comes from the shell loader. */
export const DemoNotice = ({ text }: { text: string }) => (
  <p role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-[13px] leading-snug text-amber-950">{text}</p>
);
