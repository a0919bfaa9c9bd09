// The site loads its web components the way a webshop does: the standalone bundle of elements/, once,
// and only on pages that show one. In development Vite serves the bundle's entry from source
// (outside Vite, e.g. in unit tests, there is no import.meta.env).
const ELEMENTS_URL = import.meta.env?.DEV ? "/elements/define-elements.ts" : "/elements/kulisse-elements.js";

let loading: Promise<unknown> | undefined;

export function loadKulisseElements(): Promise<unknown> {
  return (loading ??= import(/* @vite-ignore */ ELEMENTS_URL));
}
