// The menu: each area's first page, in the order of BACKOFFICE_AREAS. A staff member sees
// only the areas their roles may enter (the server decides the list: staff/me).
import type { BackofficeArea } from '@eshop/domain/staff';

export const AREA_HOME: Readonly<Record<BackofficeArea, string>> = {
  orders: '/orders',
  service: '/service/requests',
  catalogue: '/catalogue/items',
  vouchers: '/vouchers',
  content: '/content/slides',
  cashier: '/cashier',
  admin: '/admin/staff',
};

/** Sub-pages shown under an area's menu entry: [path, text key of the area's catalogue]. */
export const AREA_PAGES: Partial<Record<BackofficeArea, readonly { path: string; label: { en_US: string; zh_CN: string } }[]>> = {
  service: [
    { path: '/service/requests', label: { en_US: 'Requests', zh_CN: '客户请求' } },
    { path: '/service/reviews', label: { en_US: 'Reviews', zh_CN: '评价' } },
    { path: '/service/members', label: { en_US: 'Members', zh_CN: '会员' } },
  ],
  catalogue: [
    { path: '/catalogue/items', label: { en_US: 'Items', zh_CN: '商品' } },
    { path: '/catalogue/categories', label: { en_US: 'Categories', zh_CN: '分类' } },
    { path: '/catalogue/tags', label: { en_US: 'Tags', zh_CN: '标签' } },
  ],
  content: [
    { path: '/content/slides', label: { en_US: 'Carousel', zh_CN: '轮播图' } },
    { path: '/content/specials', label: { en_US: 'Specials', zh_CN: '特别推荐' } },
  ],
  admin: [
    { path: '/admin/staff', label: { en_US: 'Staff', zh_CN: '员工' } },
    { path: '/admin/audit', label: { en_US: 'Audit log', zh_CN: '操作日志' } },
  ],
};
