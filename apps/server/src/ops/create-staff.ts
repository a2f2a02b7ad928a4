// Creates or updates a staff account (decisions.md "Staff"):
//   npm run staff:create -- <username> "<name>" <role[,role]>   (password read from STAFF_PASSWORD)
// Roles: admin, customer-service, fulfilment, cashier.
import { resolve } from 'node:path';
import { migrate, openDatabase, STAFF_ROLES, type StaffRole } from '@eshop/db';
import { loadConfig } from '../config.ts';
import { createPasswords } from '../modules/accounts/passwords.ts';
import { createStaffService } from '../modules/staff/service.ts';
import type { OrderLifecycle } from '../modules/orders/lifecycle.ts';
import type { DeliveryService } from '../modules/delivery/service.ts';
import type { SignInLimits } from '../modules/accounts/sign-in-limits.ts';

const [username, name, roleList] = process.argv.slice(2);
const password = process.env.STAFF_PASSWORD ?? '';
const roles = (roleList ?? '').split(',').filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));
if (!username || !name || roles.length === 0 || password.length < 8) {
  console.error(`usage: STAFF_PASSWORD=<8+ characters> npm run staff:create -- <username> "<name>" <${STAFF_ROLES.join('|')}>[,...]`);
  process.exit(2);
}
// Opens the database only, so the shop's start rules (providers, demo) do not apply.
const config = loadConfig(undefined, { tool: true });
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
try {
  await migrate(handle);
  // Creating accounts needs neither sign-in, orders nor the courier.
  const staff = createStaffService({
    db: handle.db, passwords: createPasswords({ log2N: config.PASSWORD_SCRYPT_LOG2N }),
    signInLimits: undefined as unknown as SignInLimits,
    lifecycle: undefined as unknown as OrderLifecycle, delivery: undefined as unknown as DeliveryService,
  });
  const id = await staff.upsert({ username, name, password, roles });
  console.warn(`staff account ${username} (${roles.join(', ')}) saved, id ${id}`);
} finally {
  await handle.close();
}
