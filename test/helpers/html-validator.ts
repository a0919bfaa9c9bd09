// The W3C Nu HTML Checker (vnu-jar from npm, run with the machine's Java): many files in one JVM
// start, since starting the JVM is most of a run's time.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/** One message of the checker's JSON output. */
export interface ValidatorMessage {
  type: "error" | "info" | "non-document-error";
  /** "warning" on an info that the checker's site shows as a warning; "fatal" on a parse stop. */
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
}

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/** Checks the HTML files at `files`; resolves with every message (errors, warnings and infos). */
export function validateHtmlFiles(files: string[]): Promise<ValidatorMessage[]> {
  return new Promise((resolve, reject) => {
    execFile("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      // The checker exits with 1 when it found errors: its output is the answer then too.
      if (error && !stdout) {
        const cause = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no java on PATH (apt-get install default-jre-headless)" : error.message;
        reject(new Error(`the HTML checker did not run: ${cause}`));
        return;
      }
      resolve((JSON.parse(stdout) as { messages: ValidatorMessage[] }).messages);
    });
  });
}

/** Errors, and infos that the checker counts as warnings. */
export const isError = (message: ValidatorMessage) => message.type !== "info";
export const isWarning = (message: ValidatorMessage) => message.type === "info" && message.subType === "warning";
