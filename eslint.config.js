import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "server/db/migrations/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // No import cycles: a loop makes a module's value undefined while its file still initialises, and
    // ties every file on it together. Imports name their files (".ts", ".tsx"), so Node's resolution
    // finds them; `import type` is erased when compiled and may loop.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { ...importX.flatConfigs.typescript.settings, "import-x/resolver-next": [importX.createNodeResolver()] },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    // Import directions (DESIGN.md): server → src, shared; src → shared; elements → shared. src/ and
    // elements/ never import each other; shared/ imports none of the three.
    files: ["src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/elements/**"], message: "src/ imports only shared/ (and itself)" }] }] },
  },
  {
    files: ["elements/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/src/**"], message: "elements/ imports only shared/ (and itself)" }] }] },
  },
  {
    files: ["shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/src/**", "**/elements/**"], message: "shared/ imports nothing of server/, src/ or elements/" }] }] },
  },
  {
    // Services are the domain: HTTP (middleware, request parsing) sits above them.
    files: ["server/services/**/*.ts", "server/ticketing/**/*.ts", "server/db/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/http/**", "**/api/**", "!**/shared/api/**"], message: "services never import from http/ or api/" }] }] },
  },
);
