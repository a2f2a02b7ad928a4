// The next workshop sessions (dates computed from today by the loader).
import { usePage } from '../../lib/use-page.ts';

export interface CalendarRow {
  key: string;
  date: string;
  dateLabel: string;
  time: string;
  name: string;
  price: string;
  places: number;
}

export function WorkshopCalendar({ rows }: { rows: CalendarRow[] }) {
  const { t, device } = usePage();
  return (
    <section className="space-y-4" data-testid="workshop-calendar">
      <h2 className={`border-b border-line pb-2 font-serif font-bold ${device === 'mobile' ? 'text-lg' : 'text-2xl'}`}>{t('info.calendar.title')}</h2>
      {device === 'mobile' ? (
        <ul className="space-y-2">
          {rows.map((r) => (
            <li key={r.key} className="flex gap-3 rounded-xl bg-white p-3 ring-1 ring-line" data-testid="workshop-session">
              <time dateTime={r.date} className="w-20 shrink-0 font-semibold text-brand">{r.dateLabel}</time>
              <div className="text-sm">
                <p className="font-medium">{r.name}</p>
                <p className="text-muted">{r.time} · {r.price} · {t('info.calendar.seats')} {r.places}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <table className="w-full overflow-hidden rounded-xl bg-white text-left text-sm ring-1 ring-line">
          <thead className="bg-brand-soft">
            <tr>
              {(['date', 'time', 'class', 'price', 'seats'] as const).map((k) => <th key={k} scope="col" className="px-4 py-2.5 font-semibold">{t(`info.calendar.${k}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-t border-line" data-testid="workshop-session">
                <td className="px-4 py-2.5 font-medium text-brand"><time dateTime={r.date}>{r.dateLabel}</time></td>
                <td className="px-4 py-2.5">{r.time}</td>
                <td className="px-4 py-2.5">{r.name}</td>
                <td className="px-4 py-2.5">{r.price}</td>
                <td className="px-4 py-2.5">{r.places}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="max-w-3xl rounded-xl border-l-4 border-gold bg-white px-4 py-3 text-sm ring-1 ring-line">{t('info.calendar.book')}</p>
    </section>
  );
}
