// A polite live region: short confirmations of what a button did ("… is on your favourites") are
// read out without moving focus. The page has one (the layout's), and each modal dialog that needs
// one has its own: while a modal dialog is open the rest of the page is inert, its live region too.
// Each is in the HTML from the start and empty, so that screen readers know it before anything is
// said. React renders it once and never its content: `announce` writes the text, which keeps the
// code on every page to this element.
const PAGE_REGION = "polite-announcer";

export function PoliteAnnouncer({ inDialog = false }: { inDialog?: boolean }) {
  return <div id={inDialog ? undefined : PAGE_REGION} className="polite-announcer visually-hidden" role="status" />;
}

/** Has screen readers read `text` out when they are next idle; `from`: the control that did it (in a dialog, the dialog's region speaks). */
export function announce(text: string, from: Element): void {
  const region = from.closest("dialog")?.querySelector(".polite-announcer") ?? document.getElementById(PAGE_REGION);
  if (region) region.textContent = text;
}
