import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/** The browser gets no interface texts in its first chunk: src/i18n/bundled-texts.ts (both languages,
 * for the server) becomes texts-in-browser.ts (none), and a page loads its language's on its own. */
function textsPerLanguageInBrowser(): Plugin {
  const bundled = path.resolve("src/i18n/bundled-texts.ts");
  const inBrowser = path.resolve("src/i18n/texts-in-browser.ts");
  return {
    name: "kulisse:texts-per-language-in-browser",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options.ssr || !importer || !source.endsWith("bundled-texts.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === bundled ? inBrowser : resolved;
    },
  };
}

/** The backend admin's screens: their own lazy chunks, named `admin-…`. */
const adminOnly = /[\\/]src[\\/]admin[\\/]/;

/** Code that only editors load: the editor itself and its libraries (DESIGN "Editor"); not
 * editor-props.ts, the types and one helper that the visitor page hands the lazily loaded editor. */
const editorOnly = /[\\/](src[\\/]editor[\\/](?!editor-props\.ts$)|node_modules[\\/](@tiptap|prosemirror-|sortablejs|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[^\\/]*[\\/])/;

// One config for both builds: `vite build` (client, with manifest) and `vite build --ssr` (server entry).
// Client chunks that hold editor code are named `editor-…`, so a test (and anyone looking) can tell
// that a visitor's page never loads them.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), textsPerLanguageInBrowser()],
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
              const holds = (code: RegExp) => chunk.moduleIds.some((id) => code.test(id));
              if (holds(editorOnly)) return chunk.name.startsWith("editor-") ? "assets/[name]-[hash].js" : "assets/editor-[name]-[hash].js";
              if (holds(adminOnly)) return chunk.name.startsWith("admin-") ? "assets/[name]-[hash].js" : "assets/admin-[name]-[hash].js";
              // A visitor chunk named after a file such as admin-urls.ts must not pass for admin code.
              return /^(editor|admin)-/.test(chunk.name) ? "assets/site-[name]-[hash].js" : "assets/[name]-[hash].js";
            },
          },
        },
      },
  ssr: { noExternal: [] },
}));
