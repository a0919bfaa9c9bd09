// The tag manager loads only with optimization/tracking consent and never when the browser sends
// Do-Not-Track or Global Privacy Control. Withdrawn consent takes effect on the next page load.
let loaded = false;

export function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const window_ = window as Window & { doNotTrack?: string };
  return nav.doNotTrack === "1" || window_.doNotTrack === "1" || nav.msDoNotTrack === "1" || nav.globalPrivacyControl === true;
}

export function loadTagManager(url: string): void {
  if (loaded || !url || trackingRefused()) return;
  loaded = true;
  const script = document.createElement("script");
  script.src = url;
  script.async = true;
  script.dataset.tagManager = "";
  document.head.appendChild(script);
}
