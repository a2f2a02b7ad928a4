// The shell of the en_US pages: the shared shell (shell.tsx) plus the en_US texts, imported
// here so that React Router preloads them with this route and a page ships one language.
import { en_US } from '../i18n/en_US.ts';
import { registerCatalogue } from '../i18n/index.ts';

registerCatalogue('en_US', en_US);

export { loader } from './shell.server.ts';
export { ErrorBoundary, headers, meta, default } from './shell.tsx';
