// @ts-check
// The build stamp: a hash of everything the production build is made from (sources, configs, the
// lock file). `npm run build` notes it before building ("begin") and confirms it once every step
// has succeeded ("finish"); `npm start` rebuilds only when the inputs' hash differs from the
// confirmed one. Content, not modification times, decides, so a checkout that leaves the files as
// they were does not rebuild. Plain JavaScript: `npm start` runs it before anything is compiled.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

/** What the build reads, relative to the project: folders (every file below them) and files. */
export const BUILD_INPUTS = [
  "src",
  "shared",
  "elements",
  "server",
  "public",
  "vite.config.ts",
  "vite.elements.config.ts",
  "custom-elements-manifest.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-server.ts",
  "scripts/build-stamp.mjs",
];

/** The confirmed stamp of the build in dist/, and the one a build under way noted at its beginning. */
const STAMP = "dist/build-stamp";
const PENDING = "dist/build-stamp.pending";

/**
 * Every file of `inputs` below `root`, as sorted project-relative paths with forward slashes.
 * @param {string} root
 * @param {readonly string[]} inputs
 */
function inputFiles(root, inputs) {
  /** @type {string[]} */
  const files = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (stat?.isFile()) files.push(input);
    else if (stat?.isDirectory()) {
      for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) files.push(path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
      }
    }
  }
  return files.map((file) => file.split(path.sep).join("/")).sort();
}

/**
 * The hash of the build's inputs below `root`: each file's path and content, so a change, an added,
 * a removed or a renamed file all change it.
 * @param {string} root
 * @param {readonly string[]} [inputs]
 * @returns {string}
 */
export function inputsStamp(root, inputs = BUILD_INPUTS) {
  const hash = createHash("sha256");
  for (const file of inputFiles(root, inputs)) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest("hex");
}

/** @param {string} file */
const read = (file) => fs.readFileSync(file, "utf8").trim();

/**
 * Whether dist/ below `root` holds a finished build of the inputs as they are now.
 * @param {string} root
 * @param {readonly string[]} [inputs]
 * @returns {boolean}
 */
export function isBuildCurrent(root, inputs = BUILD_INPUTS) {
  const stamp = path.join(root, STAMP);
  return fs.existsSync(stamp) && read(stamp) === inputsStamp(root, inputs);
}

/**
 * Before the build: notes the inputs' stamp and withdraws the confirmed one, so a build that fails
 * or is cut off half-way never counts as current.
 * @param {string} root
 * @param {readonly string[]} [inputs]
 */
export function beginBuild(root, inputs = BUILD_INPUTS) {
  fs.mkdirSync(path.join(root, "dist"), { recursive: true });
  fs.rmSync(path.join(root, STAMP), { force: true });
  fs.writeFileSync(path.join(root, PENDING), `${inputsStamp(root, inputs)}\n`);
}

/**
 * After every build step succeeded: the stamp noted at the beginning becomes the build's. Inputs
 * changed while it ran make the next start build again, as they should.
 * @param {string} root
 */
export function finishBuild(root) {
  fs.renameSync(path.join(root, PENDING), path.join(root, STAMP));
}

// `node scripts/build-stamp.mjs begin|finish`: the first and the last step of `npm run build`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const step = process.argv[2];
  if (step === "begin") beginBuild(root);
  else if (step === "finish") finishBuild(root);
  else {
    process.stderr.write("usage: node scripts/build-stamp.mjs begin|finish\n");
    process.exit(2);
  }
}
