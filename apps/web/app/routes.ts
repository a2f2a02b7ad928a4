import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { upcomingScreens } from './i18n/screens.ts';

// URL shape: /eshop/[zh_CN/]{pc|mobile}/<screen> (decisions.md). The optional `lang`
// segment keeps one route tree for both languages; the shell loader validates both
// segments and redirects or answers 404 (app/lib/routing.ts).
export default [
  index('routes/eshop-index.tsx'),
  route(':lang?/:device', 'routes/shell.tsx', [
    index('routes/home.tsx'),
    route('list/cid/:cid?', 'routes/list.tsx', { id: 'list-cid' }),
    route('list/cname/:cname?', 'routes/list.tsx', { id: 'list-cname' }),
    route('list/search/:q?', 'routes/list.tsx', { id: 'list-search' }),
    route('list/tag/:tag?', 'routes/list.tsx', { id: 'list-tag' }),
    route('list', 'routes/list.tsx', { id: 'list' }),
    route('item/:itemId?', 'routes/item.tsx'),
    ...upcomingScreens.map((screen) => route(screen.path, 'routes/coming-soon.tsx', { id: screen.id })),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
