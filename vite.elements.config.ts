// The standalone web components (elements/): one ES module with Lit inside, for pages that are not
// ours — the webshop embeds it with one <script type="module" src="/elements/kulisse-elements.js">.
// Not hashed, so the server sends it with a short cache (server/app.ts). The demo page and its
// script come along from elements/demo/.
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: "elements/demo",
  // Library builds leave process.env.NODE_ENV in place, and browsers have no `process`: React's code,
  // pulled in through shared/api/endpoint.ts (react-router's generatePath), would stop the whole
  // bundle at load. Replaced, it is dead code.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "dist/elements",
    emptyOutDir: true,
    target: "es2022",
    minify: true,
    sourcemap: false,
    rolldownOptions: {
      // The cart contract also defines its superstruct input schema at module level; the elements
      // only need its constants, so the schema builders count as pure and drop out of the bundle.
      treeshake: { manualPureFunctions: ["array", "coerce", "define", "enums", "integer", "min", "object", "optional", "refine", "size", "string"] },
      // Vite keeps whitespace in ES libraries so that bundlers downstream can tree-shake them; this
      // file goes to browsers as it is, so minify it fully.
      output: { minify: true },
    },
    lib: {
      entry: "elements/define-elements.ts",
      formats: ["es"],
      fileName: () => "kulisse-elements.js",
    },
  },
});
