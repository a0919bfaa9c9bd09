import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/** The backend admin's screens: their own lazy chunks, named `admin-…`. */
const adminOnly = /[\\/]src[\\/]admin[\\/]/;

/** Code that only editors load: the editor itself and its libraries (DESIGN "Editor"). */
const editorOnly = /[\\/](src[\\/]editor[\\/]|node_modules[\\/](@tiptap|prosemirror-|sortablejs|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[^\\/]*[\\/])/;

// One config for both builds: `vite build` (client, with manifest) and `vite build --ssr` (server entry).
// Client chunks that hold editor code are named `editor-…`, so a test (and anyone looking) can tell
// that a visitor's page never loads them.
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
        rolldownOptions: {
          input: "src/entry-client.tsx",
          output: {
            chunkFileNames: (chunk) => {
              if (chunk.moduleIds.some((id) => editorOnly.test(id)) && !chunk.name.startsWith("editor-")) return "assets/editor-[name]-[hash].js";
              if (chunk.moduleIds.some((id) => adminOnly.test(id)) && !chunk.name.startsWith("admin-")) return "assets/admin-[name]-[hash].js";
              return "assets/[name]-[hash].js";
            },
          },
        },
      },
  ssr: { noExternal: [] },
}));
