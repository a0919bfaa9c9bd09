// The video's words (src/modules/types/video.tsx; its frame's title is consent.videoTitle), which come
// with its chunk (module-texts.ts).
export const videoDe = { video: { length: "Länge" } };

export type VideoDictionary = typeof videoDe;

export const videoEn: VideoDictionary = { video: { length: "Length" } };
