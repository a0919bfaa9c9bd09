// The breaking-news alert above the header.
import type { Alert } from "../../api/types.ts";

export function AlertBanner({ alert }: { alert: Alert }) {
  return (
    <aside className="alert-banner" aria-label={alert.title}>
      <p className="alert-banner__text">
        <strong>{alert.title}</strong> {alert.text}{" "}
        {alert.link ? <a href={alert.link.url}>{alert.link_title || alert.link.url}</a> : null}
      </p>
    </aside>
  );
}
