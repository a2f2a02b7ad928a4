// The product list of the zh_CN pages: list.tsx plus its texts in Chinese, imported here so
// that React Router loads them with this route and a list page ships one language (as the
// shells do with the core texts: shell-zh.tsx; i18n/areas/list.en_US.ts).
import { list_zh_CN } from '../i18n/areas/list.zh_CN.ts';
import { addTexts } from '../i18n/index.ts';

addTexts('zh_CN', list_zh_CN);

export { loader } from './list.server.ts';
export { ErrorBoundary, meta, default } from './list.tsx';
