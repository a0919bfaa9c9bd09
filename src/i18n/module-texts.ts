// The words of module types and of the components only they show, in both languages, a namespace
// each (src/i18n/modules/). A type's file adds its own (addTexts), so they come with its lazily loaded
// chunk rather than with every page's de.ts or en.ts (vite.config.ts keeps them in the visitors' copy
// of the type's chunk); the server has them all from the start (bundled-texts.ts).
import { anchorListDe, anchorListEn } from "./modules/anchor-list-texts.ts";
import { articleTeaserDe, articleTeaserEn } from "./modules/article-teaser-texts.ts";
import { audioDe, audioEn } from "./modules/audio-texts.ts";
import { imageListDe, imageListEn } from "./modules/image-list-texts.ts";
import { socialMediaDe, socialMediaEn } from "./modules/social-media-texts.ts";
import { videoDe, videoEn } from "./modules/video-texts.ts";
import { viewerDe, viewerEn } from "./modules/viewer-texts.ts";

export const moduleTextsDe = { ...anchorListDe, ...articleTeaserDe, ...audioDe, ...imageListDe, ...socialMediaDe, ...videoDe, ...viewerDe };

export type ModuleDictionaries = typeof moduleTextsDe;

export const moduleTextsEn: ModuleDictionaries = { ...anchorListEn, ...articleTeaserEn, ...audioEn, ...imageListEn, ...socialMediaEn, ...videoEn, ...viewerEn };
