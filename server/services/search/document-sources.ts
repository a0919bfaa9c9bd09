// What each kind of content contributes to the search index: one SELECT per kind that yields
// (kind, object_id, lang, title, text, url, date) rows for both languages at once, straight from
// the content tables. Text in a missing translation falls back to German, as pick() does.
import { sql, type SQL } from "drizzle-orm";
import type { SearchKind } from "../../../shared/api/content-types.ts";
import { languages, type Lang } from "../../../shared/lib/localized.ts";
import { TIME_ZONE } from "../../../shared/lib/berlin-time.ts";
import { urlFor, type RouteName } from "../../../src/route-paths.ts";
import { HIGHLIGHT_END, HIGHLIGHT_START } from "./headline.ts";

const weekdays: Record<Lang, string[]> = {
  de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};
const months: Record<Lang, string[]> = {
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/** `(values ('de', …), ('en', …)) as l(lang, url_template, weekdays, months, day_mark)`: the per-language constants. */
function languageRows(route: RouteName | null): SQL {
  const rows = languages.map((lang) => {
    // The route's URL with placeholders that SQL fills in, so route-paths.ts stays the only place that knows URLs.
    const template = route ? urlFor(route, { slug: "__slug__", id: "__id__", "*": "__path__" }, lang) : "";
    return sql`(${lang}::text, ${template}::text, ${sql.param(weekdays[lang])}::text[], ${sql.param(months[lang])}::text[], ${lang === "de" ? ". " : " "}::text)`;
  });
  return sql`(values ${sql.join(rows, sql`, `)}) as l(lang, url_template, weekdays, months, day_mark)`;
}

/** The text of a `{de, en}` column in the row's language, German when the translation is empty. */
const pick = (column: string) => sql.raw(`coalesce(nullif(${column}->>l.lang, ''), ${column}->>'de', '')`);

/** Rich text as plain text: tags become spaces, common entities are decoded, whitespace is collapsed. */
function plainText(html: SQL): SQL {
  let text = sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;
  for (const [entity, char] of [["&nbsp;", " "], ["&lt;", "<"], ["&gt;", ">"], ["&quot;", '"'], ["&#39;", "'"], ["&amp;", "&"]]) {
    text = sql`replace(${text}, ${entity}::text, ${char}::text)`;
  }
  // The snippet's highlight markers must not occur in the text itself.
  return sql`btrim(regexp_replace(translate(${text}, ${HIGHLIGHT_START + HIGHLIGHT_END}::text, ''), '\\s+', ' ', 'g'))`;
}

/**
 * The parts as plain text joined with " · ", leaving out empty ones and any part whose words stand
 * in another part too (a teaser that opens the description, a type "Oper" in "Oper in zwei
 * Aufzügen"): the snippet says each thing once, and every word stays searchable.
 */
function joined(...parts: SQL[]): SQL {
  const padded = (column: string) => sql.raw(`' ' || ${column} || ' '`);
  return sql`(select coalesce(string_agg(u.part, ' · ' order by u.i), '')
    from (select array[${sql.join(parts.map((part) => sql`coalesce(${plainText(part)}, '')`), sql`, `)}]::text[] as parts) x
    cross join unnest(x.parts) with ordinality as u(part, i)
    where u.part <> '' and not exists (
      select 1 from unnest(x.parts) with ordinality as o(other, j)
      where o.j <> u.i and strpos(${padded("o.other")}, ${padded("u.part")}) > 0 and (length(o.other) > length(u.part) or o.j < u.i)))`;
}

const fillUrl = (slug: SQL, id: SQL) => sql`replace(replace(l.url_template, '__slug__', ${slug}), '__id__', ${id}::text)`;

/** Which objects to (re)index: all, or only the given ids of the kind. */
const only = (column: string, ids: number[] | undefined) => (ids ? sql`and ${sql.raw(column)} = any(${sql.param(ids)}::int[])` : sql``);

/** Upcoming online performances: production title, date in words, room, venue and subline. */
function events(now: Date, ids?: number[]): SQL {
  const local = sql.raw(`(e.date_start at time zone '${TIME_ZONE}')`);
  const day = sql`concat(l.weekdays[extract(dow from ${local})::int + 1], ', ', extract(day from ${local})::int, l.day_mark, l.months[extract(month from ${local})::int], ' ', extract(year from ${local})::int, ', ', to_char(${local}, 'HH24:MI'))`;
  return sql`
    select 'event', e.id, l.lang,
           coalesce(nullif(e.title->>l.lang, ''), nullif(e.title->>'de', ''), ${pick("p.title")}),
           ${joined(day, pick("r.name"), pick("v.name"), pick("p.subline"), pick("e.info"))},
           ${fillUrl(pick("p.slug"), sql`e.id`)}, e.date_start
    from events e
    join productions p on p.id = e.production_id
    join rooms r on r.id = e.room_id
    join venues v on v.id = r.venue_id
    cross join ${languageRows("events-slug-id")}
    where e.is_online and p.is_online and e.date_start >= ${now} ${only("e.id", ids)}`;
}

/**
 * The part of search document `alias` that a hit quotes: an event's text opens with its date in
 * words (so "Samstag" finds it), which the hit already shows beside its title.
 */
export function quotedText(alias: string): SQL {
  return sql.raw(`case when ${alias}.kind = 'event' then regexp_replace(${alias}.text, '^[^·]*· ', '') else ${alias}.text end`);
}

/** Online productions: title, subline, teaser, description, exhibition type and everyone in cast and team. */
function productions(ids?: number[]): SQL {
  const people = sql`(select string_agg(pe.first_name || ' ' || pe.last_name, ', ' order by c.position, c.id)
                      from production_contributors c join persons pe on pe.id = c.person_id
                      where c.production_id = p.id and pe.is_online)`;
  return sql`
    select 'production', p.id, l.lang, ${pick("p.title")},
           ${joined(pick("p.subline"), pick("t.name"), pick("p.teaser"), pick("p.description"), sql`coalesce(${people}, '')`)},
           ${fillUrl(pick("p.slug"), sql`p.id`)}, null::timestamptz
    from productions p
    left join exhibition_types t on t.id = p.exhibition_type_id
    cross join ${languageRows("productions-slug-id")}
    where p.is_online ${only("p.id", ids)}`;
}

/** Online people: name, function in the house and biography. */
function persons(ids?: number[]): SQL {
  return sql`
    select 'person', pe.id, l.lang, pe.first_name || ' ' || pe.last_name,
           ${joined(pick("pe.position"), pick("pe.biography"))},
           ${fillUrl(sql`pe.slug`, sql`pe.id`)}, null::timestamptz
    from persons pe
    cross join ${languageRows("ensemble-slug-id")}
    where pe.is_online ${only("pe.id", ids)}`;
}

/** Online articles (found only once published: `date` is the publication): title, teaser, body, author. */
function articles(ids?: number[]): SQL {
  return sql`
    select 'article', a.id, l.lang, ${pick("a.title")},
           ${joined(pick("a.teaser"), pick("a.body"), sql`a.author`)},
           ${fillUrl(pick("a.slug"), sql`a.id`)}, a.published_at
    from articles a
    cross join ${languageRows("magazine-slug-id")}
    where a.is_online ${only("a.id", ids)}`;
}

/**
 * Online CMS pages: title, headline, description and their modules' searchable text, which is
 * written beside the content on every save (pages.search_text, from the module definitions).
 */
function pages(ids?: number[]): SQL {
  return sql`
    select 'page', pg.id, l.lang, ${pick("pg.title")},
           ${joined(pick("pg.headline"), pick("pg.meta_description"), pick("pg.search_text"))},
           rtrim(replace(l.url_template, '__path__', pg.path->>l.lang), '/'), null::timestamptz
    from pages pg
    cross join ${languageRows("cms-page")}
    where pg.is_online ${only("pg.id", ids)}`;
}

/** The SELECT that yields the search documents of one kind (all objects, or only `ids`). */
export function documentSource(kind: SearchKind, now: Date, ids?: number[]): SQL {
  switch (kind) {
    case "event":
      return events(now, ids);
    case "production":
      return productions(ids);
    case "person":
      return persons(ids);
    case "article":
      return articles(ids);
    case "page":
      return pages(ids);
  }
}
