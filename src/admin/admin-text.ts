// A bridge for the admin's form widgets (src/admin/form/), which the field-model rewrite (issue 24
// point 2) converts to `t("…")`: their old lookup by word, answered from the dictionaries
// (src/i18n/staff-*.ts). It goes with that rewrite; nothing else calls it.
import type { Lang } from "../../shared/lib/localized.ts";
import { translator, type TranslationKey } from "../i18n/index.tsx";

const keys = {
  changeImage: "media.changeImage",
  chooseImage: "media.chooseImage",
  english: "common.english",
  findLink: "admin.findLink",
  german: "common.german",
  imageId: "media.imageId",
  loadFailed: "media.loadFailed",
  loading: "common.loading",
  media: "media.title",
  mediaSearch: "media.search",
  moreImages: "media.moreImages",
  noImage: "media.noImage",
  noResults: "admin.noResults",
  none: "admin.none",
  notPlaceable: "media.notPlaceable",
  removeImage: "media.removeImage",
  required: "common.required",
} as const satisfies Record<string, TranslationKey>;

/** @deprecated `translator(lang)("media.chooseImage")`: the dictionary key of each word is in `keys`. */
export const adminWord = (key: keyof typeof keys, lang: Lang): string => translator(lang)(keys[key]);

/** @deprecated `t("media.count", { count })`. */
export const adminText = {
  images: { de: (count: number) => translator("de")("media.count", { count }), en: (count: number) => translator("en")("media.count", { count }) },
};
