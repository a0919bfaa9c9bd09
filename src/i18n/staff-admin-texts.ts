// The admin's texts and those it shares with the page editor, both languages, added on import. The
// admin's chunk imports this (src/pages/admin/admin-screens.ts), so visitors' pages never load it;
// the server has them from the start (bundled-texts.ts) and adding them again changes nothing.
import { addTexts } from "./index.tsx";
import { staffCommonDe } from "./staff-common-de.ts";
import { staffCommonEn } from "./staff-common-en.ts";
import { staffAdminDe } from "./staff-admin-de.ts";
import { staffAdminEn } from "./staff-admin-en.ts";

addTexts("de", { ...staffCommonDe, ...staffAdminDe });
addTexts("en", { ...staffCommonEn, ...staffAdminEn });
