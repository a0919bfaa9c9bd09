import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// One config for both builds: `vite build` (client, with manifest) and `vite build --ssr` (server entry).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: false,
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, target: "node20" }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        target: "es2022",
        rollupOptions: { input: "src/entry-client.tsx" },
      },
  ssr: { noExternal: [] },
}));
