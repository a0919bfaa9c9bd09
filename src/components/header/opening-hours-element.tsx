// Today's hours in the webshop header as a ticketing shop's page shows them: our element
// `<kulisse-opening-hours>` from the site's bundle (/elements/kulisse-elements.js on the page's own
// origin: through the proxy, the site), which asks the site for today's hours. The server renders the
// header's own line inside it; the element shows that until its hours arrive, and it is what visitors
// without JavaScript see.
import { useEffect, type DetailedHTMLProps, type HTMLAttributes } from "react";
import type { OpeningHoursToday } from "../../../shared/api/types.ts";
import { useLang } from "../../i18n/index.tsx";
import { loadKulisseElements } from "../../lib/kulisse-elements.ts";
import { OpeningHours } from "./opening-hours.tsx";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kulisse-opening-hours": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

export function OpeningHoursElement({ hours }: { hours: OpeningHoursToday }) {
  const lang = useLang();
  useEffect(() => {
    loadKulisseElements().catch((error: unknown) => console.error("the opening hours element could not be loaded", error));
  }, []);
  return (
    <kulisse-opening-hours lang={lang}>
      <OpeningHours hours={hours} />
    </kulisse-opening-hours>
  );
}
