// The picker of events, venues, forms, articles and article categories: a combobox (WAI-ARIA 1.2,
// list autocomplete). The text box shows the chosen object's name; typing searches the object
// finder, arrow keys move through the listbox, Enter chooses, Escape closes it and restores the name.
// Only the id is stored; the looked-up object is cleared on change (the server resolves it again).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { ObjectChoice, ObjectKind } from "../../../shared/api/editor-types.ts";
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import type { ReferenceField } from "../../../shared/fields/field.ts";
import type { ReferenceTarget } from "../../../shared/fields/reference-targets.ts";
import { resolvedKey } from "../../modules/define-module.ts";
import { translator } from "../../i18n/index.tsx";
import { FieldShell, useFieldEnvironment, type FieldWidgetProps } from "./field-context.tsx";

const words = {
  placeholder: { de: "Name eingeben …", en: "Type a name …" },
  clear: { de: "Auswahl entfernen", en: "Clear choice" },
  nothingChosen: { de: "Nichts gewählt.", en: "Nothing chosen." },
  unknown: { de: "nicht gefunden (gelöscht?)", en: "not found (deleted?)" },
  hint: { de: "Pfeiltasten wählen aus, Eingabe übernimmt, Escape schließt.", en: "Arrow keys move, Enter chooses, Escape closes." },
} satisfies Record<string, Localized>;

type Status = "idle" | "loading" | "done" | "failed";

/** What the object finder calls the items a reference points at. */
const objectKinds: Partial<Record<ReferenceTarget, ObjectKind>> = { events: "event", venues: "venue", forms: "form", articles: "article", "article-categories": "category" };

/** The object finder's kind for references to `target`; modules point only at targets it finds. */
export function objectKindOf(target: ReferenceTarget): ObjectKind {
  const kind = objectKinds[target];
  if (!kind) throw new Error(`the object finder does not find ${target}`);
  return kind;
}

/** The chosen object's name and detail for a stored id (looked up once per id). */
function useChosen(kind: ObjectKind, lang: Lang, id: number | null): { choice: ObjectChoice | null; missing: boolean; remember: (choice: ObjectChoice) => void } {
  const api = useApi();
  const [known, setKnown] = useState<{ id: number; choice: ObjectChoice | null } | null>(null);
  useEffect(() => {
    if (id === null || known?.id === id) return;
    let current = true;
    api
      .objectFinder({ lang, kind, id })
      .then((found) => current && setKnown({ id, choice: found[0] ?? null }))
      .catch(() => current && setKnown({ id, choice: { id, label: `#${id}`, detail: "" } }));
    return () => {
      current = false;
    };
  }, [api, lang, kind, id, known?.id]);
  const matches = id !== null && known?.id === id;
  return { choice: matches ? known.choice : null, missing: matches && known.choice === null, remember: (choice) => setKnown({ id: choice.id, choice }) };
}

export function ObjectPickerField({ field, values, path, onPatch }: FieldWidgetProps<ReferenceField>) {
  const { lang } = useFieldEnvironment();
  const api = useApi();
  const kind = objectKindOf(field.to);
  const stored = values[field.name];
  const id = typeof stored === "number" && stored > 0 ? stored : null;
  const { choice, missing, remember } = useChosen(kind, lang, id);
  const chosenName = id === null ? "" : choice ? choice.label : missing ? `#${id}` : "";

  const [text, setText] = useState<string | null>(null); // null: not editing, the box shows the chosen name
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<{ status: Status; results: ObjectChoice[] }>({ status: "idle", results: [] });
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const base = useId().replace(/:/g, "");
  const listboxId = `${base}-listbox`;
  const statusId = `${base}-status`;
  const chosenId = `${base}-chosen`;
  const hintId = `${base}-hint`;
  const query = text ?? "";

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(
      () => {
        setState((previous) => ({ status: "loading", results: previous.results }));
        api
          .objectFinder({ lang, kind, query: query.trim().slice(0, 100) })
          .then((results) => {
            if (!current) return;
            setState({ status: "done", results });
            setActive(-1);
          })
          .catch(() => current && setState({ status: "failed", results: [] }));
      },
      query === "" ? 0 : 200,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, lang, kind, query, open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setText(null);
  };

  const choose = (picked: ObjectChoice) => {
    remember(picked);
    onPatch({ [field.name]: picked.id, [resolvedKey(field)]: null });
    close();
  };

  const clear = () => {
    onPatch({ [field.name]: field.required ? null : undefined, [resolvedKey(field)]: null });
    close();
    inputRef.current?.focus();
  };

  const results = open ? state.results : [];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (results.length === 0) return;
        const down = event.key === "ArrowDown";
        setActive((current) => (current < 0 ? (down ? 0 : results.length - 1) : (current + (down ? 1 : -1) + results.length) % results.length));
        return;
      }
      case "Enter":
        // Inside the modal's form Enter would save the module: while the list is open it chooses.
        if (open) {
          event.preventDefault();
          const picked = results[active] ?? (results.length === 1 ? results[0] : undefined);
          if (picked) choose(picked);
        }
        return;
      case "Escape":
        // Closes the list (or drops what was typed), not the whole modal.
        if (open || text !== null) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      case "Tab":
        close();
        return;
    }
  };

  const statusText =
    !open || state.status === "idle" ? "" : state.status === "loading" ? translator(lang)("common.loading") : state.status === "failed" ? translator(lang)("linkFinder.loadFailed") : results.length === 0 ? translator(lang)("linkFinder.noResults") : `${results.length} ${translator(lang)("linkFinder.results")}`;
  const optionId = (index: number) => `${base}-option-${index}`;

  return (
    <FieldShell field={field} path={path} className="object-picker">
      {(ids) => (
        <div className="object-picker__box" ref={boxRef}>
          <div className="object-picker__row">
            <input
              ref={inputRef}
              id={ids.id}
              className="editor-input object-picker__input"
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              placeholder={words.placeholder[lang]}
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listboxId}
              aria-activedescendant={open && active >= 0 && results[active] ? optionId(active) : undefined}
              aria-invalid={ids.invalid || undefined}
              aria-required={field.required || undefined}
              aria-describedby={[chosenId, hintId, ids.describedBy ?? ""].filter(Boolean).join(" ")}
              value={text ?? chosenName}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
              }}
              onFocus={(event) => event.target.select()}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
              onBlur={(event) => {
                // A click on an option keeps the focus in the widget (mousedown is prevented there).
                if (!boxRef.current?.contains(event.relatedTarget as Node | null)) close();
              }}
            />
            {id !== null && !field.required ? (
              <button type="button" className="editor-button editor-button--quiet object-picker__clear" aria-label={`${words.clear[lang]}: ${field.label[lang] || field.label.de}`} onClick={clear}>
                {words.clear[lang]}
              </button>
            ) : null}
          </div>
          <p className="field__help object-picker__chosen" id={chosenId}>
            {id === null ? words.nothingChosen[lang] : missing ? `#${id} ${words.unknown[lang]}` : choice ? [`#${choice.id}`, choice.detail].filter(Boolean).join(" · ") : ""}
          </p>
          <p className="visually-hidden" id={hintId}>
            {words.hint[lang]}
          </p>
          <p className="finder__status visually-hidden" id={statusId} role="status">
            {statusText}
          </p>
          <ul className="object-picker__listbox" id={listboxId} role="listbox" aria-label={field.label[lang] || field.label.de} hidden={!open || results.length === 0}>
            {results.map((result, index) => (
              <li
                key={result.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`object-picker__option${index === active ? " object-picker__option--active" : ""}${result.id === id ? " object-picker__option--chosen" : ""}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(result)}
              >
                <span className="object-picker__label">{result.label}</span>
                {result.detail ? <span className="object-picker__detail">{result.detail}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FieldShell>
  );
}
