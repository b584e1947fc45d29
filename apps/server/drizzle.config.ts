import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w @buildr/server` writes SQL migrations from the schema; no database needed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
