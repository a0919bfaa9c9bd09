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

/**
 * Builders of module definitions' schemas and field lists (superstruct's, src/modules/field-schemas.ts'
 * and teaser-text.ts'), called
 * at a type file's top level: marked pure so that the visitors' copy of a type file, which uses only
 * its `rendering` (src/modules/renderings.ts), drops the schema with the rest of the definition.
 * Rolldown matches these by name everywhere; none of them is called for a side effect.
 */
const schemaBuilders = ["array", "boolean", "enums", "integer", "max", "min", "object", "optional", "refine", "string", "plainText", "requiredText", "itemList", "mediaFile", "embedUrl", "optionalEmbedUrl", "embedHostsHelp", "withTeaserTextFields"];

/** Modules that only define schemas and field lists (the field vocabulary in shared/fields/ too):
 * nothing runs for its effect when they load, so a chunk that uses none of their exports (a visitor's
 * rendering chunk) need not import them. Said when they are resolved: Vite's resolver answers for
 * every module, and its answer would win. */
const schemaModules = /[\\/](src[\\/]modules[\\/](field-schemas|define-module|teaser-text)|shared[\\/]fields[\\/][\w-]+)\.ts$/;

function schemaModulesWithoutSideEffects(): Plugin {
  return {
    name: "kulisse:schema-modules-without-side-effects",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !/(field-schemas|define-module|teaser-text|fields\/[\w-]+)\.ts$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && schemaModules.test(resolved.id) ? { ...resolved, moduleSideEffects: false } : resolved;
    },
  };
}

/**
 * A module type's words (src/i18n/modules/) stay in the chunk of the type's visitor copy: imported from
 * that "?rendering" copy they get a "?rendering" copy of their own, which only that chunk uses, so
 * rolldown keeps them in it (otherwise the editor's copy of the type shares the file, and rolldown
 * cuts it into a chunk of its own: one more file on every page that shows the module).
 */
function moduleTextsInTheirRendering(): Plugin {
  return {
    name: "kulisse:module-texts-in-their-rendering",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer?.endsWith("?rendering") || !source.includes("/i18n/modules/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}?rendering` };
    },
  };
}

// One config for both builds: `vite build` (client, with manifest) and `vite build --ssr` (server entry).
// Client chunks that hold editor code are named `editor-…`, so a test (and anyone looking) can tell
// that a visitor's page never loads them.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), textsPerLanguageInBrowser(), schemaModulesWithoutSideEffects(), moduleTextsInTheirRendering()],
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
          treeshake: { manualPureFunctions: schemaBuilders },
          output: {
            // React, React DOM and React Router in one chunk: the module types' chunks share them with
            // the entry, and rolldown would otherwise cut them into several files, each gzipped alone.
            codeSplitting: { groups: [{ name: "react-dom", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ }] },
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
