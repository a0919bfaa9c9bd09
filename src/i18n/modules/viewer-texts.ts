// The document viewer's words (src/modules/types/viewer.tsx), which come with its chunk (module-texts.ts).
export const viewerDe = { viewer: { title: "Dokument: {{title}}" } };

export type ViewerDictionary = typeof viewerDe;

export const viewerEn: ViewerDictionary = { viewer: { title: "Document: {{title}}" } };
