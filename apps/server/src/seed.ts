import { count } from "drizzle-orm";
import type { Db } from "./db/client.js";
import { users } from "./db/schema.js";
import type { AccountService } from "./services/accounts.js";

export const DEMO_ACCOUNTS = [
  { role: "admin", email: "admin@demo.buildr.ai", name: "Avery Admin", password: "demo-admin-1" },
  { role: "vip", email: "vip@demo.buildr.ai", name: "Victor Vip", password: "demo-vip-1" },
  { role: "user", email: "agent@demo.buildr.ai", name: "Alex Agent", password: "demo-agent-1" },
] as const;

/**
 * On an empty database (and never in production, env.ts/index.ts), demo accounts so a person can look
 * around at once. Returns the logins to print once; nothing when the database already has users.
 */
export async function seedDemoAccounts(db: Db, accounts: AccountService) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return [];
  for (const account of DEMO_ACCOUNTS) await accounts.createVerifiedUser(account);
  return DEMO_ACCOUNTS;
}
