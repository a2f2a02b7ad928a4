// The list of slides or specials: image, titles, link, order, shown or hidden (switched in
// place with the version the list shows, so a change made meanwhile is not overwritten).
import { Form, Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n.ts';
import { content } from '../../texts/content.ts';
import { Badge, Button, ButtonLink, Notice, PageHeader, Table, Td } from '../ui.tsx';
import type { ContentEntry, ContentKind } from '@eshop/domain/contract';

/** The shop's home page in the staff member's language (opens beside the back-office). */
export const shopHome = (locale: string): string => `/eshop/${locale === 'zh_CN' ? 'zh_CN/' : ''}pc/`;

export function ContentList({ kind, entries, done, failure }: {
  kind: ContentKind;
  entries: ContentEntry[];
  done: 'created' | 'saved' | 'deleted' | null;
  failure?: string | undefined;
}) {
  const t = useT(content);
  const locale = useLocale();
  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        lead={t(`${kind}.lead`)}
        actions={(
          <>
            <a href={shopHome(locale)} target="_blank" rel="noreferrer" className="inline-flex items-center rounded-md px-4 py-2 text-sm text-brand hover:underline">{t('action.viewShop')} ↗</a>
            <ButtonLink to={`/content/${kind}/new`} variant="primary">{t(`${kind}.new`)}</ButtonLink>
          </>
        )}
      />
      {done ? <Notice tone="success">{t(`done.${done}`)}</Notice> : null}
      {failure ? <Notice>{failure}</Notice> : null}
      <Table
        head={[t('col.image'), t('col.title'), t('col.link'), t('col.sort'), t('col.status'), '']}
        empty={entries.length === 0 ? t(`${kind}.empty`) : false}
      >
        {entries.map((e) => (
          <tr key={e.id} data-testid={`content-${e.id}`} className={e.active ? '' : 'bg-cream/40'}>
            <Td>
              {e.imageId
                ? <img src={e.imageUrl} alt="" width={96} height={54} className="h-[54px] w-24 rounded object-cover ring-1 ring-line" loading="lazy" />
                : <div className="h-[54px] w-24 rounded bg-cream ring-1 ring-line" />}
            </Td>
            <Td>
              <Link to={`/content/${kind}/${e.id}`} className="font-medium text-brand hover:underline">{locale === 'zh_CN' ? e.titleZh : e.titleEn}</Link>
              <div className="mt-0.5 text-xs text-muted">{locale === 'zh_CN' ? e.titleEn : e.titleZh}</div>
            </Td>
            <Td className="font-mono text-xs">{e.link || '—'}</Td>
            <Td className="tabular-nums">{e.sort}</Td>
            <Td>{e.active ? <Badge tone="good">{t('active')}</Badge> : <Badge>{t('inactive')}</Badge>}</Td>
            <Td className="whitespace-nowrap text-right">
              <Form method="post" className="inline">
                <input type="hidden" name="id" value={e.id} />
                <input type="hidden" name="version" value={e.version} />
                <input type="hidden" name="active" value={String(!e.active)} />
                <Button variant="secondary" className="px-3 py-1">{e.active ? t('action.hide') : t('action.show')}</Button>
              </Form>
              <Link to={`/content/${kind}/${e.id}`} className="ml-3 text-sm text-brand hover:underline">{t('action.edit')}</Link>
            </Td>
          </tr>
        ))}
      </Table>
    </>
  );
}
