// The public folder (favicon, robots.txt, offline page…) ships with the code and does not change
// while the server runs. express.static alone would look on disk for every request that reaches it —
// every page too; here the folder is listed once at start and only its own paths go to the disk.
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import express from "express";

/** The URL paths of every file and folder under `dir` (dot names left out, as express.static ignores them). */
function listPaths(dir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const urlPath = `${prefix}/${entry.name}`;
      paths.add(urlPath);
      if (entry.isDirectory()) walk(path.join(folder, entry.name), urlPath);
    }
  };
  if (fs.existsSync(dir)) walk(dir, "");
  return paths;
}

/** The URL path as express.static would read it (decoded, `.` and `..` resolved), or null when it cannot be decoded. */
function filePathOf(urlPath: string): string | null {
  try {
    return path.posix.normalize(decodeURIComponent(urlPath)).replace(/\/$/, "");
  } catch {
    return null;
  }
}

/** express.static for `dir`, asked only for the paths that exist in it. */
export function publicFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const paths = listPaths(dir);
  const serve = express.static(dir, options);
  return (req, res, next) => {
    const filePath = filePathOf(req.path);
    if (filePath === null || !paths.has(filePath)) return next();
    serve(req, res, next);
  };
}
