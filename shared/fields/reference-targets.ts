// What a reference field can point at: an image of the media library, or an item of one of the
// admin's resources (by the resource's name, which is also its API name). A tag names its vocabulary
// ("event-tags"). The admin's resource names are held to this list by their type. "temp-files" is
// a visitor's upload that a form entry names (a form's file field); it is no admin resource.
export const referenceTargets = [
  "image",
  "pages",
  "events",
  "productions",
  "persons",
  "venues",
  "rooms",
  "forms",
  "articles",
  "article-categories",
  "person-categories",
  "event-tags",
  "production-tags",
  "article-tags",
  "genres",
  "seasons",
  "exhibition-types",
  "series",
  "partners",
  "seat-groups",
  "menu-items",
  "temp-files",
] as const;

export type ReferenceTarget = (typeof referenceTargets)[number];
