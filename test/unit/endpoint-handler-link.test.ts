// A newcomer goes from an endpoint to its handler as an editor's TypeScript service answers "go to
// definition" and "go to implementation": the handler's key is the contract's entry to TypeScript.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "../..");
const contractFile = path.join(root, "shared/api/contract/persons.ts");
const handlerFile = path.join(root, "server/api/handlers/persons.ts");
const callerFile = path.join(root, "src/pages/ensemble/ensemble-screen.tsx");

function languageService(): ts.LanguageService {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  return ts.createLanguageService({
    getScriptFileNames: () => [handlerFile, callerFile],
    getScriptVersion: () => "1",
    getScriptSnapshot: (file) => (fs.existsSync(file) ? ts.ScriptSnapshot.fromString(fs.readFileSync(file, "utf8")) : undefined),
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
}

/** The position inside the first `name` of the file that `before` precedes. */
function positionOf(file: string, before: string, name: string): number {
  const text = fs.readFileSync(file, "utf8");
  const at = text.indexOf(before + name);
  assert.ok(at >= 0, `${before}${name} in ${file}`);
  return at + before.length + 1;
}

/** "file:line" of each place. */
function places(service: ts.LanguageService, spans: readonly ts.DocumentSpan[] | undefined): string[] {
  return (spans ?? []).map((span) => {
    const source = service.getProgram()!.getSourceFile(span.fileName)!;
    return `${path.relative(root, span.fileName)}:${source.getLineAndCharacterOfPosition(span.textSpan.start).line + 1}`;
  });
}

const lineOf = (file: string, before: string, name: string) => {
  const text = fs.readFileSync(file, "utf8");
  return `${path.relative(root, file)}:${text.slice(0, text.indexOf(before + name)).split("\n").length}`;
};

test("go to definition on a handler's key, or on a call, lands on the endpoint; go to implementation on the endpoint lists its handler", () => {
  const service = languageService();
  const endpoint = lineOf(contractFile, "  ", "person: endpoint");
  const handler = lineOf(handlerFile, "  async ", "person(");

  const fromHandler = places(service, service.getDefinitionAtPosition(handlerFile, positionOf(handlerFile, "  async ", "person(")));
  assert.ok(fromHandler.includes(endpoint), `${fromHandler.join(", ")} should include ${endpoint}`);

  const fromCall = places(service, service.getDefinitionAtPosition(callerFile, positionOf(callerFile, "api.", "persons(")));
  assert.ok(fromCall.includes(lineOf(contractFile, "  ", "persons: endpoint")), fromCall.join(", "));

  const fromEndpoint = places(service, service.getImplementationAtPosition(contractFile, positionOf(contractFile, "  ", "person: endpoint")));
  assert.ok(fromEndpoint.includes(handler), `${fromEndpoint.join(", ")} should include ${handler}`);
});
