import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    include: ["**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./global-setup.ts"],
    // One browser and one server for the run; files run one after another on this 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
