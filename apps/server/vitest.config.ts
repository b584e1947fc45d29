import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    globalSetup: ["src/test/global-setup.ts"],
    // Each file builds its own app on its own database copy; PGlite is single-threaded WASM.
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
