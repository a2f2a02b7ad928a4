// The product list of the en_US pages: list.tsx plus its texts in English, imported here so
// that React Router loads them with this route and a list page ships one language (as the
// shells do with the core texts: shell-en.tsx; i18n/areas/list.en_US.ts).
import { list_en_US } from '../i18n/areas/list.en_US.ts';
import { addTexts } from '../i18n/index.ts';

addTexts('en_US', list_en_US);

export { loader } from './list.server.ts';
export { ErrorBoundary, meta, default } from './list.tsx';
