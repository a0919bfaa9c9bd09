// The editors' texts (hub, login) in both languages, added on import. The screens that show them
// load this with their chunk (src/pages/screens.ts), so visitors' pages never do; the server has
// them from the start (bundled-texts.ts) and adding them again changes nothing.
import { addTexts } from "./index.tsx";
import { staffDe } from "./staff-de.ts";
import { staffEn } from "./staff-en.ts";

addTexts("de", staffDe);
addTexts("en", staffEn);
