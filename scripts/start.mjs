// @ts-check
// `npm start`: builds only when the build in dist/ is not of the sources as they are now (its stamp,
// build-stamp.mjs), then runs the compiled server (dist/node/index.js) in this same process, in
// production mode. Plain JavaScript, so no TypeScript loader stands between the command and the site.
import { spawnSync } from "node:child_process";
import path from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isBuildCurrent } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!isBuildCurrent(root)) {
  process.stdout.write("Building: the sources differ from the last build…\n");
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV = "production";
await import(pathToFileURL(path.join(root, "dist", "node", "index.js")).href);
