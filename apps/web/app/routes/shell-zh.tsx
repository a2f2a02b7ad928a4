// The shell of the zh_CN pages: the shared shell (shell.tsx) plus the zh_CN texts, imported
// here so that React Router preloads them with this route and a page ships one language.
import { zh_CN } from '../i18n/zh_CN.ts';
import { registerCatalogue } from '../i18n/index.ts';

registerCatalogue('zh_CN', zh_CN);

export { loader } from './shell.server.ts';
export { ErrorBoundary, headers, meta, default } from './shell.tsx';
