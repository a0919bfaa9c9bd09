// An image's credit as the staff's media views and the site's captions show it: with its © once, whether or not the credit
// was typed with one ("Foto: Probe" → "© Foto: Probe", "© Kulisse Demo" stays).
export function creditText(credit: string): string {
  return credit.trimStart().startsWith("©") ? credit : `© ${credit}`;
}
