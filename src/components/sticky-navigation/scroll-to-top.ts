// Scrolls the window to the top in 0.6 s (spec §9), at once for visitors who prefer reduced motion,
// then moves focus to the top of the document so the next Tab reaches the skip link.
const DURATION_MS = 600;

function focusTop() {
  const body = document.body;
  body.setAttribute("tabindex", "-1");
  body.focus({ preventScroll: true });
  body.addEventListener("blur", () => body.removeAttribute("tabindex"), { once: true });
}

export function scrollToTop(): void {
  const start = window.scrollY;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduced || start === 0) {
    window.scrollTo({ top: 0, behavior: "instant" });
    focusTop();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / DURATION_MS);
    const eased = 1 - Math.pow(1 - progress, 3);
    window.scrollTo({ top: Math.round(start * (1 - eased)), behavior: "instant" });
    if (progress < 1) requestAnimationFrame(step);
    else focusTop();
  };
  requestAnimationFrame(step);
}
