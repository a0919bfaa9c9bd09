// The image gallery's words (src/modules/types/image-list.tsx), which come with its chunk (module-texts.ts).
export const imageListDe = { imageList: { gallery: "Bildergalerie", previous: "Vorheriges Bild", next: "Nächstes Bild", position: "Bild {{index}} von {{count}}" } };

export type ImageListDictionary = typeof imageListDe;

export const imageListEn: ImageListDictionary = { imageList: { gallery: "Image gallery", previous: "Previous image", next: "Next image", position: "Image {{index}} of {{count}}" } };
