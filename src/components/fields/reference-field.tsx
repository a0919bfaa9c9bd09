// The one reference picker, for every target but images (those have the image chooser), a single
// reference or `many`: a combobox (WAI-ARIA 1.2, list autocomplete) over the reference search
// (`referenceChoices`). Typing searches, the arrow keys move through the listbox, Enter chooses,
// Escape closes it and restores the box, Tab leaves. A single reference's box shows the chosen item's
// name; `many` lists the chosen items in their order, each with a button that removes it. Only ids
// are stored. The controls carry the admin's post names (`name`, or one `name.<id>` per chosen item);
// until the page's script runs, the admin shows its options as a plain select or check boxes.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import type { ItemTarget, ReferenceChoice } from "../../../shared/api/contract/admin.ts";
import type { ReferenceField } from "../../../shared/fields/field.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import { fieldDomId } from "./field-dom-id.ts";
import { translator } from "../../i18n/index.tsx";
import { resolvedKey } from "../../modules/define-module.ts";
import { useHydrated } from "../media/use-hydrated.ts";
import { FieldShell, useFieldEnvironment, type FieldIds, type FieldWidgetProps } from "./field-context.tsx";

type Status = "idle" | "loading" | "done" | "failed";

/** The ids a stored value names: its one id, or each of a `many` reference's list. */
function chosenIdsOf(stored: unknown): number[] {
  return (Array.isArray(stored) ? stored : [stored]).filter((id): id is number => typeof id === "number" && Number.isInteger(id) && id > 0);
}

/** The searched target of a reference field; images have their own chooser, a form's uploads are the visitor's. */
function itemTargetOf(field: ReferenceField): ItemTarget {
  if (field.to === "image" || field.to === "temp-files") throw new Error(`a reference to ${field.to} is not chosen with the reference picker`);
  return field.to;
}

/** The name and detail of each chosen id, looked up once per id (null: the item is gone). */
function useChosenItems(target: ItemTarget, lang: Lang, ids: readonly number[]) {
  const api = useApi();
  const [known, setKnown] = useState<ReadonlyMap<number, ReferenceChoice | null>>(() => new Map());
  const requested = useRef(new Set<number>());
  const idsKey = ids.join(",");
  useEffect(() => {
    for (const id of idsKey ? idsKey.split(",").map(Number) : []) {
      if (requested.current.has(id)) continue;
      requested.current.add(id);
      void api
        .referenceChoices({ lang, resource: target, id })
        .then(
          (found) => found[0] ?? null,
          () => ({ id, label: `#${id}`, detail: "" }),
        )
        .then((choice) => setKnown((previous) => new Map(previous).set(id, choice)));
    }
  }, [api, lang, target, idsKey]);
  const remember = (choice: ReferenceChoice) => {
    requested.current.add(choice.id);
    setKnown((previous) => new Map(previous).set(choice.id, choice));
  };
  return { known, remember };
}

/** What a chosen id is called: its name, "#id not found" once it is known to be gone, "" while it loads. */
function nameOf(id: number, known: ReadonlyMap<number, ReferenceChoice | null>, lang: Lang): string {
  const choice = known.get(id);
  if (choice) return choice.label;
  return choice === null ? `#${id} ${translator(lang)("reference.unknown")}` : `#${id}`;
}

export function ReferencePickerField(props: FieldWidgetProps<ReferenceField>) {
  const { options } = useFieldEnvironment();
  const hydrated = useHydrated();
  // The admin renders on the server and works without JavaScript: its options until the script runs.
  if (!hydrated && options) return <ReferenceOptions {...props} />;
  return props.field.many ? <ManyReferences {...props} /> : <OneReference {...props} />;
}

function OneReference({ field, values, path, onPatch }: FieldWidgetProps<ReferenceField>) {
  const { lang, skin } = useFieldEnvironment();
  const t = translator(lang);
  const target = itemTargetOf(field);
  const id = chosenIdsOf(values[field.name])[0] ?? null;
  const { known, remember } = useChosenItems(target, lang, id === null ? [] : [id]);
  const choice = id === null ? undefined : known.get(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenId = `${useId().replace(/:/g, "")}-chosen`;
  const clear = () => {
    onPatch({ [field.name]: field.required ? null : undefined, [resolvedKey(field)]: null });
    inputRef.current?.focus();
  };
  return (
    <FieldShell field={field} path={path} className="reference-picker">
      {(ids) => (
        <Combobox
          field={field}
          target={target}
          ids={ids}
          inputRef={inputRef}
          shown={id === null ? "" : choice ? choice.label : choice === null ? `#${id}` : ""}
          describedBy={chosenId}
          chosen={id === null ? [] : [id]}
          onChoose={(picked) => {
            remember(picked);
            onPatch({ [field.name]: picked.id, [resolvedKey(field)]: null });
          }}
          after={id !== null && !field.required ? (
            <button type="button" className={`${skin.quietButton} reference-picker__clear`} aria-label={`${t("reference.clear")}: ${field.label[lang] || field.label.de}`} onClick={clear}>
              {t("reference.clear")}
            </button>
          ) : null}
        >
          <p className="reference-picker__chosen" id={chosenId}>
            {id === null ? t("reference.nothingChosen") : choice === null ? nameOf(id, known, lang) : choice ? [`#${choice.id}`, choice.detail].filter(Boolean).join(" · ") : ""}
          </p>
          <input type="hidden" name={path} value={id ?? ""} />
        </Combobox>
      )}
    </FieldShell>
  );
}

function ManyReferences({ field, values, path, onPatch }: FieldWidgetProps<ReferenceField>) {
  const { lang, skin } = useFieldEnvironment();
  const t = translator(lang);
  const target = itemTargetOf(field);
  const chosen = chosenIdsOf(values[field.name]);
  const { known, remember } = useChosenItems(target, lang, chosen);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const base = useId().replace(/:/g, "");
  const label = field.label[lang] || field.label.de;

  const remove = (id: number, index: number) => {
    // The focus goes to the next item's button, else the previous one's, else to the search box.
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    (buttons[index + 1] ?? buttons[index - 1] ?? inputRef.current)?.focus();
    onPatch({ [field.name]: chosen.filter((other) => other !== id) });
    setAnnouncement(t("reference.removed", { label: nameOf(id, known, lang) }));
  };

  return (
    <FieldShell field={field} path={path} className="reference-picker reference-picker--many">
      {(ids) => (
        <>
          {chosen.length === 0 ? (
            <p className="reference-picker__chosen" id={`${base}-chosen`}>
              {t("reference.nothingChosen")}
            </p>
          ) : (
            <ul className="reference-picker__items" id={`${base}-chosen`} aria-label={`${t("reference.chosen")}: ${label}`} ref={listRef}>
              {chosen.map((id, index) => (
                <li key={id} className="reference-picker__item">
                  <span className="reference-picker__item-name">{nameOf(id, known, lang)}</span>
                  <button type="button" className={`${skin.quietButton} reference-picker__remove`} aria-label={`${t("reference.remove")}: ${nameOf(id, known, lang)}`} onClick={() => remove(id, index)}>
                    <span aria-hidden="true">×</span>
                  </button>
                  <input type="hidden" name={`${path}.${id}`} value="on" />
                </li>
              ))}
            </ul>
          )}
          <Combobox
            field={field}
            target={target}
            ids={ids}
            inputRef={inputRef}
            shown=""
            describedBy={`${base}-chosen`}
            chosen={chosen}
            onChoose={(picked) => {
              remember(picked);
              onPatch({ [field.name]: [...chosen, picked.id] });
              setAnnouncement(t("reference.added", { label: picked.label }));
            }}
          >
            <p className="visually-hidden" role="status">
              {announcement}
            </p>
          </Combobox>
        </>
      )}
    </FieldShell>
  );
}

interface ComboboxProps {
  field: ReferenceField;
  target: ItemTarget;
  ids: FieldIds;
  inputRef: RefObject<HTMLInputElement | null>;
  /** What the box shows while nobody types in it: the chosen item's name, or nothing. */
  shown: string;
  /** The id of what tells the chosen item(s). */
  describedBy: string;
  /** Ids already chosen: marked in the list of a single reference, left out of a `many` one's. */
  chosen: readonly number[];
  onChoose: (choice: ReferenceChoice) => void;
  /** Beside the box (the clear button). */
  after?: ReactNode;
  /** Below the box (the chosen item, the hidden input, the live region). */
  children?: ReactNode;
}

/** The search box with its listbox of hits. */
function Combobox({ field, target, ids, inputRef, shown, describedBy, chosen, onChoose, after, children }: ComboboxProps) {
  const { lang, skin } = useFieldEnvironment();
  const t = translator(lang);
  const api = useApi();
  const [text, setText] = useState<string | null>(null); // null: not editing, the box shows `shown`
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<{ status: Status; results: ReferenceChoice[] }>({ status: "idle", results: [] });
  const boxRef = useRef<HTMLDivElement>(null);
  const base = useId().replace(/:/g, "");
  const listboxId = `${base}-listbox`;
  const hintId = `${base}-hint`;
  const query = text ?? "";

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(
      () => {
        setState((previous) => ({ status: "loading", results: previous.results }));
        api
          .referenceChoices({ lang, resource: target, query: query.trim().slice(0, 100) })
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
  }, [api, lang, target, query, open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setText(null);
  };

  // A `many` reference offers only what is not chosen yet.
  const offered = field.many ? state.results.filter((result) => !chosen.includes(result.id)) : state.results;
  const results = open ? offered : [];
  const choose = (picked: ReferenceChoice) => {
    onChoose(picked);
    close();
  };

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
        // Inside a form Enter would save it: while the list is open it chooses.
        if (open) {
          event.preventDefault();
          const picked = results[active] ?? (results.length === 1 ? results[0] : undefined);
          if (picked) choose(picked);
        }
        return;
      case "Escape":
        // Closes the list (or drops what was typed), not the dialog around it.
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
    !open || state.status === "idle"
      ? ""
      : state.status === "loading"
        ? t("common.loading")
        : state.status === "failed"
          ? t("linkFinder.loadFailed")
          : results.length === 0
            ? t("linkFinder.noResults")
            : `${results.length} ${t("linkFinder.results")}`;
  const optionId = (index: number) => `${base}-option-${index}`;

  return (
    <div className="reference-picker__box" ref={boxRef}>
      <div className="reference-picker__row">
        <input
          ref={inputRef}
          id={ids.id}
          className={[skin.input, "reference-picker__input"].filter(Boolean).join(" ")}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("reference.placeholder")}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 && results[active] ? optionId(active) : undefined}
          aria-invalid={ids.invalid || undefined}
          aria-required={field.required || undefined}
          aria-describedby={[describedBy, hintId, ids.describedBy ?? ""].filter(Boolean).join(" ")}
          value={text ?? shown}
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
        {after}
      </div>
      {children}
      <p className="visually-hidden" id={hintId}>
        {t("reference.hint")}
      </p>
      <p className="visually-hidden" role="status">
        {statusText}
      </p>
      <ul className="reference-picker__listbox" id={listboxId} role="listbox" aria-label={field.label[lang] || field.label.de} hidden={!open || results.length === 0}>
        {results.map((result, index) => (
          <li
            key={result.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`reference-picker__option${index === active ? " reference-picker__option--active" : ""}${chosen.includes(result.id) ? " reference-picker__option--chosen" : ""}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(result)}
          >
            <span className="reference-picker__label">{result.label}</span>
            {result.detail ? <span className="reference-picker__detail">{result.detail}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Without JavaScript (the admin before its script runs): a select, or a check box per option for `many`. */
function ReferenceOptions({ field, values, path, onPatch }: FieldWidgetProps<ReferenceField>) {
  const { lang, skin, options } = useFieldEnvironment();
  const t = translator(lang);
  const choices = options?.[field.name] ?? [];
  const chosen = chosenIdsOf(values[field.name]);
  if (field.many) {
    return (
      <FieldShell field={field} path={path} labelAs="span" className="reference-picker reference-picker--many">
        {(ids) => (
          <div className="reference-picker__choices" id={ids.id} role="group" aria-labelledby={ids.labelId} aria-describedby={ids.describedBy}>
            {choices.map((option) => {
              const id = fieldDomId(`${path}.${option.id}`);
              const checked = chosen.includes(option.id);
              return (
                <div key={option.id} className="reference-picker__choice">
                  <input type="checkbox" id={id} name={`${path}.${option.id}`} checked={checked} onChange={() => onPatch({ [field.name]: checked ? chosen.filter((other) => other !== option.id) : [...chosen, option.id] })} />
                  <label htmlFor={id}>{option.title}</label>
                </div>
              );
            })}
          </div>
        )}
      </FieldShell>
    );
  }
  const id = chosen[0] ?? null;
  return (
    <FieldShell field={field} path={path} className="reference-picker">
      {(ids) => (
        <select
          id={ids.id}
          name={path}
          className={skin.input || undefined}
          value={id === null ? "" : String(id)}
          required={field.required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onPatch({ [field.name]: event.target.value === "" ? null : Number(event.target.value) })}
        >
          {/* "None" for an optional reference, and for a required one that has none yet (nothing is chosen silently). */}
          {!field.required || id === null ? <option value="">{t("reference.none")}</option> : null}
          {choices.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.title}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
