// A clock the test turns by hand, for the page's timers of the delays a test is about (the search
// box's 200 ms, the progress bar's 200 ms and 500 ms): such a timer fires only when the test moves
// the clock past it, never because the machine was slow or fast. Every other timer (React's
// scheduler, debounces, the app's start) keeps the browser's real clock, so the page runs as usual.
import type { Page } from "puppeteer-core";

/** What the page's `window.__clock` offers the test (through page.evaluate). */
export interface PageClock {
  /** Delays of the timers waiting on the virtual clock, in ms from now, earliest first. */
  pending(): number[];
  /** Every delay armed so far, in order (cleared timers included). */
  armed: number[];
  /** Moves the clock by `ms`, firing the due timers in order. */
  tick(ms: number): void;
}

/**
 * Puts the clock into every document `page` opens from now on, before the app's scripts run; timers
 * set with one of `delays` (ms) wait for `tick`. A string, not a function: the test runner's
 * transpiler would add helpers the page does not have.
 */
export async function installPageClock(page: Page, delays: number[]): Promise<void> {
  await page.evaluateOnNewDocument(`(() => {
    const delays = new Set(${JSON.stringify(delays)});
    const realSet = window.setTimeout.bind(window);
    const realClear = window.clearTimeout.bind(window);
    const timers = new Map();
    // Far above the browser's own ids, so a virtual id never clears a real timer.
    let nextId = 2 ** 30;
    let now = 0;
    const clock = {
      armed: [],
      pending: () => [...timers.values()].map((timer) => timer.at - now).sort((a, b) => a - b),
      tick(ms) {
        const end = now + ms;
        for (;;) {
          let due = null;
          for (const [id, timer] of timers) if (timer.at <= end && (!due || timer.at < due[1].at)) due = [id, timer];
          if (!due) break;
          timers.delete(due[0]);
          now = due[1].at;
          due[1].callback(...due[1].args);
        }
        now = end;
      },
    };
    window.setTimeout = function (callback, ms, ...args) {
      const delay = Number(ms) || 0;
      if (typeof callback !== "function" || !delays.has(delay)) return realSet(callback, ms, ...args);
      const id = nextId++;
      timers.set(id, { at: now + delay, callback, args });
      clock.armed.push(delay);
      return id;
    };
    window.clearTimeout = function (id) {
      if (!timers.delete(id)) realClear(id);
    };
    Object.defineProperty(window, "__clock", { value: clock });
  })();`);
}

type WithClock = { __clock: PageClock };

/** Moves the page's virtual clock by `ms`. */
export function tick(page: Page, ms: number): Promise<void> {
  return page.evaluate((by) => (window as unknown as WithClock).__clock.tick(by), ms);
}

/** Waits until a timer of `delay` ms from now is waiting on the page's clock: the moment it counts from. */
export async function waitForTimer(page: Page, delay: number): Promise<void> {
  await page.waitForFunction((ms) => (window as unknown as WithClock).__clock.pending().includes(ms), {}, delay);
}

/** The delays armed on the page's clock so far. */
export function armedTimers(page: Page): Promise<number[]> {
  return page.evaluate(() => [...(window as unknown as WithClock).__clock.armed]);
}
