// The link finder's search list, shared by the page editor's link widget and the admin's url
// fields: a search box that queries the site's pages, productions, events, articles and persons as
// one types, and the hits as buttons reached with the arrow keys; choosing one hands back its target.
// Each hit says how often the site links to it and whether it is offline, so an editor picks the
// page the site already uses and does not send visitors to a dead end unknowingly.
// The caller frames it (the editor's sub-dialog, the admin's dialog) and gives its class names.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { LinkTarget } from "../../../shared/api/editor-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";

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

export interface LinkFinderClasses {
  label: string;
  input: string;
  status: string;
  results: string;
  result: string;
  title: string;
  detail: string;
  url: string;
}

export interface LinkFinderListProps {
  lang: Lang;
  /** The search box's id (its label points at it). */
  inputId: string;
  classes: LinkFinderClasses;
  /** The search box, for the frame to focus once it is shown (after showModal). */
  /** The language of the targets looked for (their paths); the finder's own language by default. */
  searchLang?: Lang;
  searchRef: RefObject<HTMLInputElement | null>;
  onChoose: (target: LinkTarget) => void;
}

export function LinkFinderList({ lang, inputId, classes, searchLang, searchRef, onChoose }: LinkFinderListProps) {
  const api = useApi();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<{ status: "idle" | "loading" | "done" | "failed"; results: LinkTarget[] }>({ status: "idle", results: [] });
  const listRef = useRef<HTMLUListElement>(null);
  const t = translator(lang);
  useEffect(() => {
    const term = query.trim();
    if (term === "") return;
    let current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ status: "loading", results: previous.results }));
      api
        .linkFinder({ lang: searchLang ?? lang, query: term.slice(0, 100) })
        .then((results) => current && setState({ status: "done", results }))
        .catch(() => current && setState({ status: "failed", results: [] }));
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, lang, searchLang, query]);
  const statusText = state.status === "loading" ? t("common.loading") : state.status === "failed" ? t("linkFinder.loadFailed") : state.status === "done" && state.results.length === 0 ? t("linkFinder.noResults") : state.status === "done" ? `${state.results.length} ${t("linkFinder.results")}` : "";
  return (
    <>
      <label className={classes.label} htmlFor={inputId}>
        {t("linkFinder.searchTerm")}
      </label>
      <input ref={searchRef} id={inputId} className={classes.input} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} onKeyDown={(event) => arrowNavigation(listRef.current, event, true)} />
      <p className={classes.status} role="status">
        {statusText}
      </p>
      <ul className={classes.results} ref={listRef} aria-label={t("linkFinder.results")} onKeyDown={(event) => arrowNavigation(listRef.current, event)}>
        {query.trim() === ""
          ? null
          : state.results.map((target) => (
              <li key={`${target.kind}-${target.url}`}>
                <button type="button" data-result className={classes.result} onClick={() => onChoose(target)}>
                  <span className={classes.title}>{target.title}</span>
                  <span className={classes.detail}>
                    {t(`linkFinder.${target.kind}`)}
                    {target.detail ? ` · ${target.detail}` : ""}
                    {" · "}
                    {target.uses > 0 ? t("linkFinder.linked", { count: target.uses }) : t("linkFinder.notLinked")}
                    {target.is_online ? null : (
                      <>
                        {" · "}
                        <strong>{t("linkFinder.offline")}</strong>
                      </>
                    )}
                  </span>
                  <span className={classes.url}>{target.url}</span>
                </button>
              </li>
            ))}
      </ul>
    </>
  );
}
