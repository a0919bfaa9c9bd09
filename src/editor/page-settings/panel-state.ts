// Whether the page settings panel is open, and the page's visibility as last saved there: the toolbar's
// button and the offline notice open it, the panel's save updates the notice without a reload.
import { proxy } from "valtio";

export const pageSettingsPanel = proxy({
  open: false,
  /** The saved switch and window, once the panel saved them (null: as the page was loaded). */
  saved: null as { isOnline: boolean; onlineFrom: string; onlineTo: string } | null,
});

export const openPageSettings = () => {
  pageSettingsPanel.open = true;
};
