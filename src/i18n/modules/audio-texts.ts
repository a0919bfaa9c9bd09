// The audio embed's words (src/modules/types/audio.tsx), which come with its chunk (module-texts.ts).
export const audioDe = { audio: { title: "Audio: {{title}}" } };

export type AudioDictionary = typeof audioDe;

export const audioEn: AudioDictionary = { audio: { title: "Audio: {{title}}" } };
