// The stores on a map of Shanghai, drawn inline from shipped data (content/maps/shanghai-map.ts,
// projected by the route's loader): no tile server, nothing downloaded at run time.
import { useId } from 'react';
import { usePage } from '../../lib/use-page.ts';

export interface StoresMapData {
  width: number;
  height: number;
  land: string;
  pxPerKm: number;
  labels: { yangtze: { x: number; y: number }; sea: { x: number; y: number } };
  markers: { n: number; code: string; name: string; x: number; y: number }[];
}

export function StoresMap({ map }: { map: StoresMapData }) {
  const { t, device } = usePage();
  const id = useId();
  const km = 10;
  // The map is drawn about 350 px wide on a phone, 570 px on a computer: keep marks legible.
  const k = device === 'mobile' ? 1.7 : 1.2;
  const bar = map.pxPerKm * km;
  return (
    <figure className="overflow-hidden rounded-xl bg-white ring-1 ring-line">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="block h-auto w-full" data-testid="stores-map">
        <title id={`${id}-t`}>{t('info.stores.mapTitle')}</title>
        <desc id={`${id}-d`}>{t('info.stores.mapDesc')}</desc>
        <rect width={map.width} height={map.height} fill="#dfe9ee" />
        <path d={map.land} fill="#f6f1e8" stroke="#c9b9a6" strokeWidth="1" strokeLinejoin="round" />
        <g fill="#6c8a99" fontSize={15 * k} fontStyle="italic" textAnchor="end">
          <text x={map.labels.yangtze.x} y={map.labels.yangtze.y}>{t('info.map.yangtze')}</text>
          <text x={map.labels.sea.x} y={map.labels.sea.y}>{t('info.map.sea')}</text>
        </g>
        <g fontSize={13 * k} fontWeight="700" textAnchor="middle">
          {map.markers.map((m) => (
            <g key={m.code} data-testid="store-marker" data-store={m.code} transform={`translate(${m.x} ${m.y})`}>
              <title>{m.name}</title>
              <circle r={11 * k} fill="#7a1f2b" stroke="#fff" strokeWidth={2.5 * k} />
              <text y={4.5 * k} fill="#fff">{m.n}</text>
            </g>
          ))}
        </g>
        <g transform={`translate(20 ${map.height - 24})`} fontSize={13 * k} fill="#2b2523">
          <rect x="-8" y={-10 - 14 * k} width={bar + 16} height={22 + 14 * k} rx="4" fill="#fff" opacity="0.85" />
          <path d={`M0 0h${bar.toFixed(1)}M0 -5v10M${bar.toFixed(1)} -5v10`} stroke="#2b2523" strokeWidth="2" />
          <text x={bar / 2} y="-9" textAnchor="middle">{t('info.map.scale', { km })}</text>
        </g>
        <g transform={`translate(${20 + 10 * k} ${20 + 14 * k}) scale(${k})`} fill="#2b2523" fontSize="13" fontWeight="700" textAnchor="middle">
          <path d="M0 -16l7 18-7-5-7 5z" />
          <text y="18">N</text>
        </g>
      </svg>
    </figure>
  );
}
