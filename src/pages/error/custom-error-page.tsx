// Editors can replace the error page of a status with their own HTML file (site settings).
import { createContext, useContext, useEffect, useState } from "react";
import { parseCustomErrorHtml, type CustomErrorHtml } from "../../lib/custom-error-html.ts";

/** Set by the server for the first view, so the custom page is in the HTML without a second request. */
export const PreloadedErrorPage = createContext<(CustomErrorHtml & { status: number }) | null>(null);

/** The custom page for `status`, loaded from `url`; null while loading, when unset, or when it fails. */
export function useCustomErrorPage(status: number, url: string | undefined): CustomErrorHtml | null {
  const preloaded = useContext(PreloadedErrorPage);
  const initial = preloaded && preloaded.status === status ? preloaded : null;
  const [page, setPage] = useState<CustomErrorHtml | null>(initial);
  useEffect(() => {
    if (initial || !url) return;
    let active = true;
    fetch(url)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`status ${response.status}`))))
      .then((html) => {
        const parsed = parseCustomErrorHtml(html);
        if (!parsed) throw new Error("no body");
        if (active) setPage(parsed);
      })
      .catch((error) => console.warn("Unable to load custom HTML file for this error", error));
    return () => {
      active = false;
    };
  }, [initial, url]);
  return page;
}

export function CustomErrorPage({ page }: { page: CustomErrorHtml }) {
  return (
    <div className="custom-error-page">
      {page.style ? <style>{page.style}</style> : null}
      <div dangerouslySetInnerHTML={{ __html: page.body }} />
    </div>
  );
}
