// The backend admin in the browser for end-to-end tests: a page of `/admin/…` opened as the demo
// editor (or admin), with the scripts it loaded, so tests can also see which chunks came.
import type { Browser } from "puppeteer-core";
import { openPage, type OpenedPage } from "./browser.ts";
import type { StaffRole } from "../../shared/policies.ts";
import { sessionCookie } from "./editor-session.ts";
import type { SharedTestApp } from "./test-app.ts";

export async function openAdminPage(
  app: SharedTestApp,
  browser: Pick<Browser, "newPage">,
  path: string,
  options: { width?: number; bypassCsp?: boolean; role?: StaffRole } = {},
): Promise<OpenedPage & { scripts: string[] }> {
  const [name, value] = (await sessionCookie(app.db, options.role ?? "editor")).split("=");
  const scripts: string[] = [];
  const opened = await openPage(
    {
      async newPage() {
        const page = await browser.newPage();
        await page.setCookie({ name, value, url: app.url });
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
        });
        return page;
      },
    },
    app.url,
    path,
    options,
  );
  return { ...opened, scripts };
}
