// The browser entry: makes sure the texts the page was rendered with are loaded, then
// hydrates (React Router's default entry otherwise). The shell route of the page's
// language normally brought them already (app/i18n/index.ts). A navigation cut short by
// the next is not reported as an error (lib/superseded-navigation.ts).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/index.ts';
import { quietCutShortNavigations } from './lib/superseded-navigation.ts';

quietCutShortNavigations(window);

// The language the server rendered in (root.tsx sets <html lang>); both when the page is
// an error page without the shell's data (data-all-texts), e.g. an unknown locale's 404.
const html = document.documentElement;
await ('allTexts' in html.dataset
  ? Promise.all([loadCatalogue('en_US'), loadCatalogue('zh_CN')])
  : loadCatalogue(html.lang === 'zh-CN' ? 'zh_CN' : 'en_US'));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
