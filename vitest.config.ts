import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
