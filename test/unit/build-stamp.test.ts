// `npm start` builds only when the sources differ from the last finished build: the stamp is a hash
// of the build's inputs (content, not modification times), confirmed only when every build step
// succeeded. Tried on a scratch project, also with the real start script deciding.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { beginBuild, finishBuild, inputsStamp, isBuildCurrent } from "../../scripts/build-stamp.mjs";

const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../scripts");

function scratchProject(): { root: string; write(file: string, text: string): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-stamp-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write("src/pages/home.tsx", "export const home = 1;\n");
  write("server/app.ts", "export const app = 1;\n");
  write("package-lock.json", "{}\n");
  return { root, write };
}

test("a finished build is current until an input's content changes; times alone change nothing", (t) => {
  const { root, write } = scratchProject();
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  assert.equal(isBuildCurrent(root), false, "no build yet");
  beginBuild(root);
  finishBuild(root);
  assert.equal(isBuildCurrent(root), true);

  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(root, "server/app.ts"), later, later);
  assert.equal(isBuildCurrent(root), true, "a touched file with the same content");

  write("server/app.ts", "export const app = 2;\n");
  assert.equal(isBuildCurrent(root), false, "a changed file");
  write("server/app.ts", "export const app = 1;\n");
  assert.equal(isBuildCurrent(root), true, "changed back");

  const before = inputsStamp(root);
  write("src/pages/new.tsx", "export {};\n");
  assert.notEqual(inputsStamp(root), before, "an added file");
  fs.rmSync(path.join(root, "src/pages/new.tsx"));
  assert.equal(inputsStamp(root), before, "removed again");
  fs.renameSync(path.join(root, "src/pages/home.tsx"), path.join(root, "src/pages/start.tsx"));
  assert.notEqual(inputsStamp(root), before, "a renamed file");
  write("test/unit/anything.test.ts", "export {};\n");
  write("data/postgres/PG_VERSION", "18\n");
  fs.renameSync(path.join(root, "src/pages/start.tsx"), path.join(root, "src/pages/home.tsx"));
  assert.equal(isBuildCurrent(root), true, "tests and data are no inputs of the build");
});

test("a build that began but did not finish is not current, nor one whose inputs changed while it ran", (t) => {
  const { root, write } = scratchProject();
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  beginBuild(root);
  finishBuild(root);
  beginBuild(root);
  assert.equal(isBuildCurrent(root), false, "cut off half-way");
  write("src/pages/home.tsx", "export const home = 2;\n");
  finishBuild(root);
  assert.equal(isBuildCurrent(root), false, "edited during the build");
});

test("the start script builds on the first start, not on the second, and again after a change", (t) => {
  const { root, write } = scratchProject();
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.cpSync(scripts, path.join(root, "scripts"), { recursive: true });
  // A stand-in build (it counts its runs, between the real stamp steps) and server (it says so and ends).
  const build = "node scripts/build-stamp.mjs begin && node -e \"require('fs').appendFileSync('builds', 'x')\" && node scripts/build-stamp.mjs finish";
  write("package.json", JSON.stringify({ name: "scratch", private: true, type: "module", scripts: { build } }));
  write("dist/node/index.js", "console.log(`server in ${process.env.NODE_ENV}`);\n");
  const start = () => execFileSync(process.execPath, ["scripts/start.mjs"], { cwd: root, encoding: "utf8", env: { ...process.env, NODE_ENV: "" } });
  const builds = () => (fs.existsSync(path.join(root, "builds")) ? fs.readFileSync(path.join(root, "builds"), "utf8").length : 0);

  assert.match(start(), /server in production/);
  assert.equal(builds(), 1, "built on the first start");
  assert.match(start(), /server in production/);
  assert.equal(builds(), 1, "the second start found the build current");
  write("src/pages/home.tsx", "export const home = 3;\n");
  start();
  assert.equal(builds(), 2, "built again after a change");
});
