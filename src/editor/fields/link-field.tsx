// The link widget: a path or URL typed in, or found with the link finder (pages, productions,
// events, articles, persons of this site by title); choosing a hit fills in its path.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { LinkTarget } from "../../../shared/api/editor-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import type { LinkField } from "../../modules/define-module.ts";
import { modalWord } from "../text/modal-text.ts";
import { FieldShell, useFieldEnvironment, type FieldWidgetProps } from "./field-context.tsx";
import { SubDialog } from "./sub-dialog.tsx";

const kindLabels: Record<LinkTarget["kind"], { de: string; en: string }> = {
  page: { de: "Seite", en: "Page" },
  production: { de: "Produktion", en: "Production" },
  event: { de: "Termin", en: "Event" },
  article: { de: "Artikel", en: "Article" },
  person: { de: "Person", en: "Person" },
};

/** Moves focus among a list's buttons with the arrow keys (and from the search box into the list). */
export function arrowNavigation(list: HTMLElement | null, event: KeyboardEvent, fromInput = false): void {
  if (!list || (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End")) return;
  const items = [...list.querySelectorAll<HTMLButtonElement>("button[data-result]")];
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLButtonElement);
  let next: number;
  if (fromInput) next = event.key === "ArrowUp" || event.key === "End" ? items.length - 1 : 0;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = items.length - 1;
  else next = event.key === "ArrowDown" ? Math.min(current + 1, items.length - 1) : Math.max(current - 1, 0);
  event.preventDefault();
  items[next]?.focus();
}

function LinkFinder({ lang, onChoose, onClose }: { lang: Lang; onChoose: (target: LinkTarget) => void; onClose: () => void }) {
  const api = useApi();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<{ status: "idle" | "loading" | "done" | "failed"; results: LinkTarget[] }>({ status: "idle", results: [] });
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const term = query.trim();
    if (term === "") return;
    let current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ status: "loading", results: previous.results }));
      api
        .linkFinder({ lang, query: term.slice(0, 100) })
        .then((results) => current && setState({ status: "done", results }))
        .catch(() => current && setState({ status: "failed", results: [] }));
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, lang, query]);
  const statusText = state.status === "loading" ? modalWord("loading", lang) : state.status === "failed" ? modalWord("loadFailed", lang) : state.status === "done" && state.results.length === 0 ? modalWord("noResults", lang) : state.status === "done" ? `${state.results.length} ${modalWord("results", lang)}` : "";
  return (
    <SubDialog title={modalWord("linkFinder", lang)} lang={lang} onClose={onClose} className="link-finder">
      <label className="module-field__label" htmlFor="link-finder-query">
        {modalWord("searchTerm", lang)}
      </label>
      <input ref={inputRef} id="link-finder-query" className="module-field__input" type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} onKeyDown={(event) => arrowNavigation(listRef.current, event, true)} />
      <p className="finder__status" role="status">
        {statusText}
      </p>
      <ul className="link-finder__results" ref={listRef} aria-label={modalWord("results", lang)} onKeyDown={(event) => arrowNavigation(listRef.current, event)}>
        {query.trim() === ""
          ? null
          : state.results.map((target) => (
              <li key={`${target.kind}-${target.url}`}>
                <button type="button" data-result className="link-finder__result" onClick={() => onChoose(target)}>
                  <span className="link-finder__title">{target.title}</span>
                  <span className="link-finder__detail">
                    {kindLabels[target.kind]?.[lang] ?? target.kind}
                    {target.detail ? ` · ${target.detail}` : ""}
                  </span>
                  <span className="link-finder__url">{target.url}</span>
                </button>
              </li>
            ))}
      </ul>
    </SubDialog>
  );
}

export function LinkInputField({ field, values, path, onPatch }: FieldWidgetProps<LinkField>) {
  const { lang } = useFieldEnvironment();
  const [finding, setFinding] = useState(false);
  const value = typeof values[field.name] === "string" ? (values[field.name] as string) : "";
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <div className="link-field">
          <input
            id={ids.id}
            className="module-field__input"
            type="text"
            inputMode="url"
            placeholder="/de/… https://…"
            value={value}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            aria-required={field.required || undefined}
            onChange={(event) => onPatch({ [field.name]: event.target.value })}
          />
          <button type="button" className="editor-button" aria-haspopup="dialog" aria-label={`${modalWord("find", lang)}: ${field.label[lang] || field.label.de}`} onClick={() => setFinding(true)}>
            {modalWord("find", lang)}
          </button>
          {finding ? (
            <LinkFinder
              lang={lang}
              onClose={() => setFinding(false)}
              onChoose={(target) => {
                onPatch({ [field.name]: target.url });
                setFinding(false);
              }}
            />
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
