// The staff bar's texts (staff-common's `staffBar`, with the words it shares), both languages, added on
// import by the bar's chunk, which only logged-in staff load; the server has them from the start.
import { addTexts } from "./index.tsx";
import { staffCommonDe } from "./staff-common-de.ts";
import { staffCommonEn } from "./staff-common-en.ts";

addTexts("de", staffCommonDe);
addTexts("en", staffCommonEn);
