// The social media post's words (src/modules/types/social-media.tsx), which come with its chunk (module-texts.ts).
export const socialMediaDe = { socialMedia: { title: "Beitrag: {{title}}" } };

export type SocialMediaDictionary = typeof socialMediaDe;

export const socialMediaEn: SocialMediaDictionary = { socialMedia: { title: "Post: {{title}}" } };
