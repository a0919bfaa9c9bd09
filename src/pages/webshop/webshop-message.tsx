// The webshop's error page (404, 400, 409, 503 …) inside the webshop layout, so the visitor stays
// oriented: the route's own title, sentence and way on, else the site's words for the status.
import { useRouteError } from "react-router";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { errorKind, errorMessage, errorStatus, errorText } from "../error/error-status.ts";
import { WebshopTitle } from "./webshop-title.tsx";

export function WebshopErrorPage() {
  const error = useRouteError();
  const t = useT();
  const lang = useLang();
  const message = errorMessage(error) ?? { title: errorText(errorStatus(error), errorKind(error), t) };
  const link = message.link ?? { href: urlFor("events", {}, lang), label: t("webshop.toCalendar") };
  return (
    <div className="webshop-page webshop-message">
      <WebshopTitle page={message.title} />
      <h1 className="webshop-title">{message.title}</h1>
      {message.text ? <p>{message.text}</p> : null}
      <p>
        <a className="button" href={link.href}>
          {link.label}
        </a>
      </p>
    </div>
  );
}
