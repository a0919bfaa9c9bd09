// A bridge for the admin's image field and dialog (src/admin/form/), which the field-model rewrite
// (issue 24 point 2) converts to `t("media.…")`: their old lookup by word, answered from the
// dictionaries (src/i18n/staff-common-*.ts). It goes with that rewrite; nothing else calls it.
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator, type TranslationKey } from "../../i18n/index.tsx";

const keys = {
  withoutAlt: "media.withoutAlt",
} as const satisfies Record<string, TranslationKey>;

/** @deprecated `translator(lang)("media.withoutAlt")`. */
export const mediaWord = (key: keyof typeof keys, lang: Lang): string => translator(lang)(keys[key]);
