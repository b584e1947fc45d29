import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": file("./src") } },
  server: { proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" } },
  build: {
    outDir: "dist",
    sourcemap: true,
    // The app, and the prerendered public pages' lighter entry (decision 008): public.html is only the
    // template of those pages (scripts/prerender.mjs), never sent as it is.
    rolldownOptions: { input: { app: file("./index.html"), public: file("./public.html") } },
  },
});
