// A click as a person makes it: on an element they can see. Puppeteer's click scrolls only when the
// element is outside the window, so an element at the window's bottom edge is clicked under the
// site's fixed bar (the sticky navigation), and the click lands on the bar. Here the element comes to
// the middle of the window first, and the click fails, naming what covers it, if something still does.
import type { Page } from "puppeteer-core";

export async function clickUncovered(page: Page, selector: string): Promise<void> {
  const covering = await page.$eval(selector, (element) => {
    element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && !element.contains(hit) ? hit.outerHTML.slice(0, 120) : null;
  });
  if (covering) throw new Error(`${selector} is covered by ${covering}`);
  await page.click(selector);
}
