// One piece of schema.org structured data in the page, rendered on the server with the HTML.
import { jsonLdScript } from "../lib/json-ld.ts";

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
