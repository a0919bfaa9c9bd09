// The page editor's texts and those it shares with the admin, both languages, added on import. The
// editor's chunk imports this (src/editor/editor-app.tsx), so visitors' pages never load it; the
// server has them from the start (bundled-texts.ts) and adding them again changes nothing.
import { addTexts } from "./index.tsx";
import { staffCommonDe } from "./staff-common-de.ts";
import { staffCommonEn } from "./staff-common-en.ts";
import { staffEditorDe } from "./staff-editor-de.ts";
import { staffEditorEn } from "./staff-editor-en.ts";

addTexts("de", { ...staffCommonDe, ...staffEditorDe });
addTexts("en", { ...staffCommonEn, ...staffEditorEn });
