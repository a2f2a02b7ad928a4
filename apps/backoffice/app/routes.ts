import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The back-office under /backoffice/ (issue 16; docs/decisions/0032). One section per
// area; every page's loader and action checks the area on the server (lib/guard.server.ts).
export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('language', 'routes/language.tsx'),
  // Fulfilment (area "orders").
  route('orders', 'routes/orders.tsx'),
  route('orders/:tid', 'routes/orders.$tid.tsx'),
  route('orders/:tid/slip', 'routes/orders.$tid.slip.tsx'),
  // Customer service (area "service").
  route('service/requests', 'routes/service.requests.tsx'),
  route('service/requests/:id', 'routes/service.request.tsx'),
  route('service/reviews', 'routes/service.reviews.tsx'),
  route('service/members', 'routes/service.members.tsx'),
  route('service/members/:code', 'routes/service.member.tsx'),
  // Catalogue.
  route('catalogue/items', 'routes/catalogue.items.tsx'),
  route('catalogue/items/new', 'routes/catalogue.items.new.tsx'),
  route('catalogue/items/:id', 'routes/catalogue.items.$id.tsx'),
  route('catalogue/categories', 'routes/catalogue.categories.tsx'),
  route('catalogue/tags', 'routes/catalogue.tags.tsx'),
  // Vouchers.
  route('vouchers', 'routes/vouchers.tsx'),
  route('vouchers/new', 'routes/vouchers.new.tsx'),
  route('vouchers/:id', 'routes/vouchers.$id.tsx'),
  // Content.
  route('content/slides', 'routes/content.slides.tsx'),
  route('content/slides/:id', 'routes/content.slides.$id.tsx'),
  route('content/specials', 'routes/content.specials.tsx'),
  route('content/specials/:id', 'routes/content.specials.$id.tsx'),
  // Cashier.
  route('cashier', 'routes/cashier.tsx'),
  // Admin.
  route('admin/staff', 'routes/admin.staff.tsx'),
  route('admin/staff/:username', 'routes/admin.staff.edit.tsx'),
  route('admin/audit', 'routes/admin.audit.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
