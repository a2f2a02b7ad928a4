// Questions and answers as <details>: they open and close without JavaScript.
export function FaqAccordion({ items }: { items: { q: string; a: string }[] }) {
  return (
    <div className="max-w-3xl divide-y divide-line overflow-hidden rounded-xl bg-white ring-1 ring-line">
      {items.map((item) => (
        <details key={item.q} className="group" data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium hover:text-brand [&::-webkit-details-marker]:hidden">
            {item.q}
            <span aria-hidden="true" className="text-xl leading-none text-muted transition group-open:rotate-45">+</span>
          </summary>
          <p className="px-4 pb-4 leading-relaxed text-ink/85">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
