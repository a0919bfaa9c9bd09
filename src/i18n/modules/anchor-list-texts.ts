// The anchor list's words (src/modules/types/anchor-list.tsx), which come with its chunk (module-texts.ts).
export const anchorListDe = { anchorList: { navigation: "Auf dieser Seite" } };

export type AnchorListDictionary = typeof anchorListDe;

export const anchorListEn: AnchorListDictionary = { anchorList: { navigation: "On this page" } };
