import type { TestProject } from "vitest/node";
import { startServer } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseURL", server.baseURL);
  return async () => {
    const code = await server.stop();
    if (code !== 0) console.error(`server exited with ${code}:\n${server.output()}`);
  };
}
