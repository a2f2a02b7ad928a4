// Renders an information page's structured words (content/info/types.ts).
import { Link } from 'react-router';
import type { InfoBlock, InfoSection } from '../../content/info/types.ts';
import { usePage } from '../../lib/use-page.ts';
import { FaqAccordion } from './FaqAccordion.tsx';

function Block({ block }: { block: InfoBlock }) {
  const { device, locale, to } = usePage();
  switch (block.type) {
    case 'links':
      return (
        <ul className="flex flex-wrap gap-2 text-sm">
          {block.items.map((l) => (
            <li key={l.path}><Link to={to(l.path)} className="block rounded-full bg-white px-4 py-1.5 text-brand ring-1 ring-line hover:ring-brand">{l.label} →</Link></li>
          ))}
        </ul>
      );
    case 'p':
      return <p className="max-w-3xl leading-relaxed text-ink/85">{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item} className="pl-1">{item}</li>);
      const className = 'max-w-3xl space-y-1.5 pl-5 leading-relaxed text-ink/85 marker:text-brand';
      return block.ordered ? <ol className={`list-decimal ${className}`}>{items}</ol> : <ul className={`list-disc ${className}`}>{items}</ul>;
    }
    case 'note':
      return <p className="max-w-3xl rounded-xl border-l-4 border-gold bg-white px-4 py-3 leading-relaxed ring-1 ring-line" role="note">{block.text}</p>;
    case 'facts':
      return (
        <dl className={`grid max-w-3xl gap-x-6 gap-y-2 rounded-xl bg-white p-4 ring-1 ring-line ${device === 'mobile' ? 'grid-cols-1' : 'grid-cols-[180px_1fr]'}`}>
          {block.items.map((f) => (
            <div key={f.label} className="contents">
              <dt className="font-semibold">{f.label}</dt>
              <dd className={`text-ink/85 ${device === 'mobile' ? 'mb-2' : ''}`}>{f.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      if (device === 'mobile') {
        // Phones: one card per row, the first cell as its title, the others labelled.
        return (
          <div className="space-y-2">
            {block.caption && <p className="text-sm font-medium text-muted">{block.caption}</p>}
            {block.rows.map((row) => (
              <dl key={row.join('|')} className="rounded-xl bg-white p-3 text-sm ring-1 ring-line">
                <dt className="sr-only">{block.head[0]}</dt>
                <dd className="font-semibold">{row[0]}</dd>
                {row.slice(1).map((cell, i) => (
                  <div key={i} className="mt-1 flex gap-2">
                    <dt className="shrink-0 text-muted">{block.head[i + 1]}{locale === 'zh_CN' ? '：' : ':'}</dt>
                    <dd className="text-ink/85">{cell}</dd>
                  </div>
                ))}
              </dl>
            ))}
          </div>
        );
      }
      return (
        <div>
          <table className="w-full overflow-hidden rounded-xl bg-white text-left text-sm ring-1 ring-line">
            {block.caption && <caption className="mb-2 text-left text-sm font-medium text-muted">{block.caption}</caption>}
            <thead className="bg-brand-soft text-ink">
              <tr>{block.head.map((h) => <th key={h} scope="col" className="px-4 py-2.5 font-semibold">{h}</th>)}</tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-t border-line align-top">
                  {row.map((cell, i) => i === 0
                    ? <th key={i} scope="row" className="px-4 py-2.5 font-medium">{cell}</th>
                    : <td key={i} className="px-4 py-2.5 text-ink/85">{cell}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'faq':
      return <FaqAccordion items={block.items} />;
  }
}

export function InfoSectionView({ section }: { section: InfoSection }) {
  const { device } = usePage();
  return (
    <section className="space-y-4">
      <h2 className={`border-b border-line pb-2 font-serif font-bold ${device === 'mobile' ? 'text-lg' : 'text-2xl'}`}>{section.heading}</h2>
      {section.blocks.map((block, i) => <Block key={i} block={block} />)}
    </section>
  );
}

export function InfoSections({ sections }: { sections: InfoSection[] }) {
  return <>{sections.map((s) => <InfoSectionView key={s.heading} section={s} />)}</>;
}
