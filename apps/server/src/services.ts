// Builds every module's service from its dependencies (passed in, no container).
import type { Database } from '@eshop/db';
import type { Config } from './config.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createContentService } from './modules/content/service.ts';
import { createStoreService } from './modules/stores/service.ts';
import { createMediaService } from './modules/media/service.ts';
import { createImageUrls } from './modules/media/urls.ts';

export function createServices(deps: { db: Database; config: Config }) {
  const images = createImageUrls(deps.config.IMAGE_BASE_URL);
  return {
    catalog: createCatalogService({ db: deps.db, images }),
    content: createContentService({ db: deps.db, images }),
    stores: createStoreService({ db: deps.db }),
    media: createMediaService({ db: deps.db }),
  };
}

export type Services = ReturnType<typeof createServices>;
