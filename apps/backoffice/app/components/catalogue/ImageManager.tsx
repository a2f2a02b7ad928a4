// An item's images: the first is the main one (the shop's thumbnail); each can be made
// main, moved, or taken off the item (asked once more). New ones are uploaded below.
import { Form } from 'react-router';
import { useLocale, useT } from '../../lib/i18n.ts';
import { catalogue } from '../../texts/catalogue.ts';
import { Badge, Card } from '../ui.tsx';
import { Confirm } from './Confirm.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import type { StaffItem } from '@eshop/domain/contract';

const small = 'rounded border border-line bg-white px-2 py-1 text-xs text-ink hover:border-brand hover:text-brand';

function Move({ imageId, action, label, children }: { imageId: string; action: 'main' | 'up' | 'down'; label: string; children: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="image" />
      <input type="hidden" name="imageId" value={imageId} />
      <input type="hidden" name="action" value={action} />
      <button type="submit" className={small} aria-label={label} title={label}>{children}</button>
    </Form>
  );
}

export function ImageManager({ item, uploadError }: { item: StaffItem; uploadError?: string | undefined }) {
  const t = useT(catalogue);
  const name = useLocale() === 'zh_CN' ? item.nameZh : item.nameEn;
  const last = item.images.length - 1;
  return (
    <Card title={t('images.title')}>
      <p className="mb-3 text-xs text-muted">{t('images.lead')}</p>
      {item.images.length === 0 ? <p className="mb-3 rounded-md bg-cream px-3 py-4 text-center text-sm text-muted">{t('images.none')}</p> : (
        <ul className="mb-4 grid grid-cols-2 gap-3" aria-label={t('images.title')}>
          {item.images.map((image, i) => (
            <li key={image.imageId} className="space-y-1.5" data-testid={`image-${i}`}>
              <div className="relative">
                <img src={`${image.url}?w=320`} alt={t('images.alt', { n: i + 1, name })} width={image.width} height={image.height} loading="lazy"
                  className="aspect-square w-full rounded-md object-cover ring-1 ring-line" />
                {i === 0 ? <span className="absolute top-1 left-1"><Badge tone="brand">{t('images.main')}</Badge></span> : null}
              </div>
              <div className="flex flex-wrap items-center gap-1">
                {i > 0 ? <Move imageId={image.imageId} action="up" label={t('images.earlier')}>←</Move> : null}
                {i < last ? <Move imageId={image.imageId} action="down" label={t('images.later')}>→</Move> : null}
                {i > 0 ? <Move imageId={image.imageId} action="main" label={t('images.makeMain')}>{t('images.makeMain')}</Move> : null}
              </div>
              <Confirm label={t('images.remove')} question={t('images.removeConfirm')} fields={{ intent: 'image', imageId: image.imageId, action: 'remove' }} />
            </li>
          ))}
        </ul>
      )}
      <ImageUpload apiPath={`staff/catalogue/items/${item.itemId}/images`} intent="images" done="?saved=images" multiple label={t('images.file')} button={t('images.upload')} error={uploadError} />
    </Card>
  );
}
