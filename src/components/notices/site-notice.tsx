// The notice bar of spec §1, with a reload button: JavaScript off, browser unsupported, connection
// slow (2g or data saver), hardware weak. The server HTML is the same for every visitor: it only holds
// the <noscript> notice and the inline nomodule script; the other reasons are found after hydration.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useT, type Translate } from "../../i18n/index.tsx";
import { useNonce } from "../../layouts/nonce.ts";
import { noticeReason, type NoticeReason } from "./browser-check.ts";

const DISMISSED_KEY = "kulisse:notice-dismissed";

function dismissed(reason: NoticeReason): boolean {
  try {
    return sessionStorage.getItem(`${DISMISSED_KEY}:${reason}`) === "1";
  } catch {
    return false;
  }
}

const json = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Browsers without ES modules never run the site's script; this ES5 snippet (ignored by every
 * browser that has modules) puts the "unsupported browser" notice at the top of the page instead.
 * Its reload is a link to the same address, as there is no script to call.
 */
function nomoduleScript(t: Translate): string {
  return (
    "(function(){var d=document,b=d.createElement('div');" +
    "b.className='site-notice';b.setAttribute('role','region');" +
    `b.setAttribute('aria-label',${json(t("notice.label"))});` +
    `var p=d.createElement('p');p.className='site-notice__text';p.appendChild(d.createTextNode(${json(t("notice.unsupported"))}));` +
    `var a=d.createElement('a');a.className='site-notice__reload';a.href=location.href;a.appendChild(d.createTextNode(${json(t("notice.reload"))}));` +
    "b.appendChild(p);b.appendChild(a);d.body.insertBefore(b,d.body.firstChild);})();"
  );
}

export function SiteNotice() {
  const t = useT();
  const nonce = useNonce();
  const { pathname, search } = useLocation();
  const [reason, setReason] = useState<NoticeReason | null>(null);
  useEffect(() => {
    const found = noticeReason();
    if (found && !dismissed(found)) setReason(found);
  }, []);

  const dismiss = () => {
    if (reason) {
      try {
        sessionStorage.setItem(`${DISMISSED_KEY}:${reason}`, "1");
      } catch {
        // Without storage the notice simply comes back on the next page load.
      }
    }
    setReason(null);
  };

  return (
    <>
      {/* Without JavaScript a button cannot reload; a link to this very address does the same
          once the visitor has turned JavaScript on. */}
      <noscript>
        <div className="site-notice site-notice--noscript" role="region" aria-label={t("notice.label")}>
          <p className="site-notice__text">{t("notice.noscript")}</p>
          <a className="site-notice__reload" href={pathname + search}>
            {t("notice.reload")}
          </a>
        </div>
      </noscript>
      <script noModule nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: nomoduleScript(t) }} />
      {reason ? (
        <div className="site-notice" role="region" aria-label={t("notice.label")} data-reason={reason}>
          <p className="site-notice__text">{t(`notice.${reason}`)}</p>
          <button type="button" className="site-notice__reload" onClick={() => window.location.reload()}>
            {t("notice.reload")}
          </button>
          <button type="button" className="site-notice__close" aria-label={t("notice.close")} onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
