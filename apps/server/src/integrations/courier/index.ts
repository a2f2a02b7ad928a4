// The courier (docs/decisions/0015): ShanSong's open platform when COURIER_MODE=live,
// otherwise (default) a local stand-in speaking ShanSong's protocol that walks each
// booked order to delivery and posts signed callbacks to the shop (/dev/courier).
import { publicOrigin, type Config } from '../../config.ts';
import type { Opened } from '../index.ts';
import type { Courier } from './courier.ts';
import { createShanSongCourier } from './shansong.ts';
import { startSandboxCourier } from './sandbox.ts';
import { courierDevRoutes } from './dev-routes.ts';

export type { BookInput, Courier, CourierEvent } from './courier.ts';
export { CourierCallbackError, CourierError } from './courier.ts';

/** Where a courier posts its status callbacks to this shop. */
export const courierCallbackUrl = (config: Config, courierName: string): string =>
  `${publicOrigin(config)}${config.API_BASE}/courier/callback/${courierName}`;

export async function openCourier(deps: { config: Config }): Promise<Opened<Courier>> {
  const { config } = deps;
  const credentials = { clientId: config.SHANSONG_CLIENT_ID, shopId: config.SHANSONG_SHOP_ID, appSecret: config.SHANSONG_APP_SECRET };
  // Live mode cannot start without the merchant's own credentials (config.ts); the sandbox's are drawn per start.
  if (config.COURIER_MODE === 'live') {
    return { client: createShanSongCourier({ ...credentials, baseUrl: config.SHANSONG_BASE_URL, name: 'shansong' }), close: async () => {} };
  }
  const name = 'sandbox';
  const sandbox = await startSandboxCourier({ ...credentials, callbackUrl: courierCallbackUrl(config, name), stepMs: config.COURIER_SANDBOX_STEP_MS });
  return {
    client: createShanSongCourier({ ...credentials, baseUrl: sandbox.baseUrl, name }),
    devRoutes: courierDevRoutes(sandbox),
    close: () => sandbox.close(),
  };
}
