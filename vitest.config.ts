import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // `npm run coverage` (and `npm run validate`): what the engine, contracts, server and web tests run of
    // the four workspaces' code. The browser tests are left out: they drive the built server in another
    // process, which V8 coverage of the test process cannot see. With --project, Vitest looks for the
    // files no test loaded under each project's root, so `src/**` is each workspace's source, and a file
    // no test loads counts as uncovered instead of being left out of the figures.
    coverage: {
      provider: "v8",
      reporter: ["text-summary"],
      include: ["src/**/*.{ts,tsx}"],
      exclude: ["**/*.test.{ts,tsx}", "**/test/**"],
    },
    projects: [
      {
        test: {
          name: "engine",
          root: "packages/engine",
          include: ["test/**/*.test.ts", "src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "scripts",
          root: "scripts",
          include: ["**/*.test.mjs"],
          environment: "node",
        },
      },
      "apps/*/vitest.config.ts",
      "e2e/vitest.config.ts",
    ],
  },
});
