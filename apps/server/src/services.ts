// Builds every module's service from its dependencies (passed in, no container).
import type { Database } from '@eshop/db';
import { publicOrigin, type Config } from './config.ts';
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
import { createPhoneService } from './modules/accounts/phone.ts';
import { createPasswordResetService } from './modules/accounts/password-reset.ts';
import { createReadCache } from './lib/read-cache.ts';
import { createQrLogin } from './modules/accounts/qr-login.ts';
import { createCartService } from './modules/cart/service.ts';

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
  const passwords = createPasswords({ log2N: deps.config.PASSWORD_SCRYPT_LOG2N });
  const rateLimits = createRateLimits({ db: deps.db });
  const accounts = createAccountService({ db: deps.db, passwords, sessions, captcha, rateLimits });
  const origin = publicOrigin(deps.config);
  const passwordReset = createPasswordResetService({
    db: deps.db, passwords, sessions, rateLimits, mailer: deps.integrations.mailer,
    link: (token, locale, device) => `${origin}/eshop/${locale === 'zh_CN' ? 'zh_CN/' : ''}${device}/reset-password?token=${token}`,
  });
  return {
    catalog: createCatalogService({ db: deps.db, images, cache }),
    content: createContentService({ db: deps.db, images, cache }),
    stores: createStoreService({ db: deps.db }),
    media: createMediaService({ db: deps.db }),
    accounts,
    phone: createPhoneService({ db: deps.db, sms: deps.integrations.sms, sessions, rateLimits }),
    passwordReset,
    sessions,
    captcha,
    rateLimits,
    qrLogin: createQrLogin({ db: deps.db, sessions }),
    cart: createCartService({ db: deps.db, images }),
    wechat: deps.integrations.wechat,
    publicOrigin: origin,
  };
}

export type Services = ReturnType<typeof createServices>;
