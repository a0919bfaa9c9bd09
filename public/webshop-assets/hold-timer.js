/* global document, window */
// The cart page's countdown: each line's "noch 12 Minuten" counts down while the page is open, and
// says when the reservation has run out. Plain JS, served as-is. It counts from the seconds left
// when the server rendered the page, not from the visitor's clock, which may be off. The texts come
// in data attributes in the page's language. Without this script the server's text stays (correct
// when the page was loaded).

const TICK_MS = 5000;

function remainingText(element, secondsLeft) {
  if (secondsLeft <= 0) return element.dataset.textExpired;
  const minutes = Math.ceil(secondsLeft / 60);
  return minutes === 1 ? element.dataset.textMinute : element.dataset.textMinutes.replace("{n}", String(minutes));
}

function start() {
  const loadedAt = window.performance.now();
  const timers = [...document.querySelectorAll("[data-hold-timer]")].map((element) => ({
    element,
    output: element.querySelector("[data-hold-remaining]"),
    secondsAtLoad: Number(element.dataset.secondsLeft),
  }));
  const live = timers.filter((timer) => timer.output && Number.isFinite(timer.secondsAtLoad));
  if (live.length === 0) return;
  const update = () => {
    const elapsed = (window.performance.now() - loadedAt) / 1000;
    let running = false;
    for (const timer of live) {
      const left = timer.secondsAtLoad - elapsed;
      const text = remainingText(timer.element, left);
      if (timer.output.textContent !== text) timer.output.textContent = text;
      timer.element.closest(".webshop-line")?.classList.toggle("webshop-line--expired", left <= 0);
      if (left > 0) running = true;
    }
    if (!running) window.clearInterval(interval);
  };
  const interval = window.setInterval(update, TICK_MS);
  update();
}

start();
