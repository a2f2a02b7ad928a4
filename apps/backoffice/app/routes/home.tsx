// "Today": the first page after sign-in — the areas this staff member works in.
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { BackofficeArea } from '@eshop/domain/staff';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { AREA_HOME } from '../lib/nav.ts';
import { texts, useT } from '../lib/i18n.ts';
import { common } from '../texts/common.ts';
import { PageHeader } from '../components/ui.tsx';
import { BoardTiles } from '../components/orders/BoardTiles.tsx';
import type { OrderBoard as Board } from '@eshop/domain/contract';

const T = texts(
  {
    hello: 'Good day, {name}',
    lead: 'What would you like to do?',
    waiting: 'Orders waiting for the team',
    orders: 'Confirm, pack and ship orders; hand over pickups.',
    service: 'Answer requests, moderate reviews, look up members.',
    catalogue: 'Items, sizes, prices, stock, images, categories and tags.',
    vouchers: 'Campaigns, issuing vouchers, redemptions.',
    content: 'The home page carousel and specials.',
    cashier: 'Scan a member card and record a store sale.',
    admin: 'Staff accounts, roles and the audit log.',
  },
  {
    hello: '{name}，您好',
    lead: '今天要做什么？',
    waiting: '待团队处理的订单',
    orders: '确认、打包、发货订单；交付自提订单。',
    service: '回复客户请求、审核评价、查询会员。',
    catalogue: '商品、规格、价格、库存、图片、分类和标签。',
    vouchers: '优惠活动、发放优惠券、核销记录。',
    content: '首页轮播图和特别推荐。',
    cashier: '扫描会员卡，记录门店消费。',
    admin: '员工账号、角色和操作日志。',
  },
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { me, api } = await requireArea(request, context, null);
  // Who works on orders sees what waits for the team first (the orders page's board).
  let board: Board | null = null;
  if (me.areas.includes('orders')) {
    try {
      board = await api.get<Board>('staff/orders/board');
    } catch (error) {
      rethrowRefusal(error);
      throw error;
    }
  }
  return { me, board };
}

export default function Home() {
  const { me, board } = useLoaderData<typeof loader>();
  const t = useT(T);
  const c = useT(common);
  return (
    <>
      <PageHeader title={t('hello', { name: me.name })} lead={t('lead')} />
      {board ? (
        <section className="mb-8" aria-label={t('waiting')}>
          <h2 className="mb-3 text-sm font-semibold text-muted">{t('waiting')}</h2>
          <BoardTiles board={board} />
        </section>
      ) : null}
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-3">
        {(me.areas as BackofficeArea[]).map((area) => (
          <Link key={area} to={AREA_HOME[area]} className="rounded-lg border border-line bg-white p-5 shadow-sm transition hover:border-brand">
            <h2 className="font-serif text-lg text-brand">{c(`nav.${area}`)}</h2>
            <p className="mt-1 text-sm text-muted">{t(area)}</p>
          </Link>
        ))}
      </div>
    </>
  );
}
