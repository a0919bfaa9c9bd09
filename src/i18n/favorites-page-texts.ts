// The favorites page's texts in both languages (issue 16; the signed-in intro, issue 26). Only that page shows them, so they come
// with its chunk (src/pages/favorites/favorites-screen.tsx adds them) instead of with every page's
// de.ts or en.ts; the server has them from the start (bundled-texts.ts). The heart's own words, which
// many pages show, are in de.ts and en.ts (`favorites`).
export const favoritesPageDe = {
  favoritesPage: {
    title: "Merkliste",
    intro: "Was Sie mit dem Herz markiert haben. Die Merkliste bleibt auf diesem Gerät, ein Konto brauchen Sie nicht.",
    introAccount: "Was Sie mit dem Herz markiert haben. Die Merkliste gehört zu Ihrem Konto: Sie finden sie auf jedem Gerät, auf dem Sie angemeldet sind.",
    performances: "Vorstellungen",
    remove: "Entfernen",
    loading: "Ihre Merkliste wird geladen …",
    empty: "Ihre Merkliste ist leer. Markieren Sie Vorstellungen und Produktionen mit dem Herz, dann finden Sie sie hier.",
    failed: "Die Merkliste ließ sich gerade nicht laden. Bitte versuchen Sie es später noch einmal.",
  },
};

export type FavoritesPageDictionary = typeof favoritesPageDe;

export const favoritesPageEn: FavoritesPageDictionary = {
  favoritesPage: {
    title: "Favourites",
    intro: "What you have marked with the heart. Your favourites stay on this device; you need no account.",
    introAccount: "What you have marked with the heart. Your favourites belong to your account: you find them on every device where you are signed in.",
    performances: "Performances",
    remove: "Remove",
    loading: "Loading your favourites …",
    empty: "You have no favourites yet. Mark performances and productions with the heart to find them here.",
    failed: "Your favourites could not be loaded just now. Please try again later.",
  },
};
