// One polite live region for the whole page: short confirmations of what a button did ("… is on
// your favourites") are read out without moving focus. It is in the HTML from the start and empty,
// so that screen readers know it before anything is announced. React renders it once and never its
// content: `announce` writes the text, which keeps the code on every page to this element.
const ID = "polite-announcer";

export function PoliteAnnouncer() {
  return <div id={ID} className="visually-hidden" role="status" />;
}

/** Has screen readers read `text` out when they are next idle. */
export function announce(text: string): void {
  const region = document.getElementById(ID);
  if (region) region.textContent = text;
}
