// Builds every module's service from its dependencies (passed in, no container).
import type { Database } from '@eshop/db';
import type { Config } from './config.ts';
import type { Integrations } from './integrations/index.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createContentService } from './modules/content/service.ts';
import { createStoreService } from './modules/stores/service.ts';
import { createMediaService } from './modules/media/service.ts';
import { createImageUrls } from './modules/media/urls.ts';
import { createPasswords } from './modules/accounts/passwords.ts';
import { createSessions } from './modules/accounts/sessions.ts';
import { createCaptcha } from './modules/accounts/captcha.ts';
import { createRateLimits } from './modules/accounts/rate-limits.ts';
import { createAccountService } from './modules/accounts/service.ts';
import { createReadCache } from './lib/read-cache.ts';

export function createServices(deps: {
  db: Database;
  config: Config;
  integrations: Integrations;
  /** Draws the captcha code; tests pass a known one (default: the CSPRNG). */
  captchaText?: (() => string) | undefined;
}) {
  const images = createImageUrls(deps.config.IMAGE_BASE_URL);
  const cache = createReadCache({ ttlMs: deps.config.CATALOG_CACHE_SECONDS * 1000 });
  const sessions = createSessions({ db: deps.db });
  const captcha = createCaptcha({ db: deps.db, text: deps.captchaText });
  const accounts = createAccountService({
    db: deps.db,
    passwords: createPasswords({ log2N: deps.config.PASSWORD_SCRYPT_LOG2N }),
    sessions,
    captcha,
    rateLimits: createRateLimits({ db: deps.db }),
  });
  return {
    catalog: createCatalogService({ db: deps.db, images, cache }),
    content: createContentService({ db: deps.db, images, cache }),
    stores: createStoreService({ db: deps.db }),
    media: createMediaService({ db: deps.db }),
    accounts,
    sessions,
    captcha,
  };
}

export type Services = ReturnType<typeof createServices>;
