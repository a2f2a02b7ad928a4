// Where our suppliers farm: a world map with the supplier countries highlighted, drawn
// inline from shipped data (content/maps/suppliers-map.ts, via the route's loader).
import { useId } from 'react';
import type { SupplierCountryShape } from '../../content/maps/suppliers-map.ts';
import { usePage } from '../../lib/use-page.ts';

export interface SuppliersMapData {
  width: number;
  height: number;
  land: string;
  countries: SupplierCountryShape[];
  shanghai: { x: number; y: number };
}

/** Label offsets so the labels of neighbours (USA, Canada) do not collide. */
const LABEL: Record<SupplierCountryShape['code'], { dx: number; dy: number; anchor: 'start' | 'end' }> = {
  US: { dx: 12, dy: 20, anchor: 'start' },
  CA: { dx: -12, dy: -8, anchor: 'end' },
  NL: { dx: 10, dy: -10, anchor: 'start' },
  NZ: { dx: -12, dy: 5, anchor: 'end' },
};

export function SuppliersMap({ map }: { map: SuppliersMapData }) {
  const { t, device } = usePage();
  const id = useId();
  const home = map.shanghai;
  // Drawn about 350 px wide on a phone: bigger marks and labels there.
  const k = device === 'mobile' ? 2 : 1;
  return (
    <figure className="overflow-hidden rounded-xl bg-white ring-1 ring-line">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="block h-auto w-full" data-testid="suppliers-map">
        <title id={`${id}-t`}>{t('info.suppliers.mapTitle')}</title>
        <desc id={`${id}-d`}>{t('info.suppliers.mapDesc')}</desc>
        <rect width={map.width} height={map.height} fill="#dfe9ee" />
        <path d={map.land} fill="#f6f1e8" stroke="#c9b9a6" strokeWidth="0.6" strokeLinejoin="round" />
        {map.countries.map((c) => (
          <path key={c.code} d={c.d} fill="#b06a5e" stroke="#7a1f2b" strokeWidth="0.6" data-testid="supplier-country" data-country={c.code}>
            <title>{t(`info.country.${c.code}`)}</title>
          </path>
        ))}
        <g fill="none" stroke="#7a1f2b" strokeWidth="1.4" strokeDasharray="5 4" opacity="0.7">
          {map.countries.map((c) => {
            // A gentle arc from the farm to Shanghai, bowing north.
            const cx = (c.x + home.x) / 2;
            const cy = Math.min(c.y, home.y) - Math.abs(c.x - home.x) / 5;
            return <path key={c.code} d={`M${c.x} ${c.y}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${home.x} ${home.y}`} />;
          })}
        </g>
        {map.countries.map((c) => (
          <g key={c.code} data-testid="supplier-marker" data-country={c.code}>
            <circle cx={c.x} cy={c.y} r={6 * k} fill="#b8893b" stroke="#fff" strokeWidth="2" />
            <text x={c.x + LABEL[c.code].dx * k} y={c.y + LABEL[c.code].dy * k} textAnchor={LABEL[c.code].anchor} fontSize={16 * k} fontWeight="700" fill="#2b2523" stroke="#fff" strokeWidth={3 * k} paintOrder="stroke">
              {t(`info.country.${c.code}`)}
            </text>
          </g>
        ))}
        <g data-testid="shanghai-marker">
          <circle cx={home.x} cy={home.y} r={7 * k} fill="#7a1f2b" stroke="#fff" strokeWidth="2" />
          <text x={home.x + 10 * k} y={home.y + 18 * k} fontSize={16 * k} fontWeight="700" fill="#7a1f2b" stroke="#fff" strokeWidth={3 * k} paintOrder="stroke">{t('info.map.shanghai')}</text>
        </g>
      </svg>
    </figure>
  );
}
