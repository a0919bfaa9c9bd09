// The header's search form (spec §4): a real GET form to the search route, enhanced into a combobox
// with autocomplete suggestions. In the header bar ("bar") the input stays collapsed behind a toggle
// until it is clicked; in the menu panel ("panel") and on a page's light background ("page", the
// magazine header's search start) it is always open.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { MAX_SEARCH_LENGTH } from "../../../shared/api/contract/search.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { ClearIcon, SearchIcon } from "../header/header-icons.tsx";

/** Spec §4: the input gets focus 200 ms after opening, and collapses 200 ms after losing it. */
export const FOCUS_DELAY_MS = 200;
export const BLUR_DELAY_MS = 200;
const DEBOUNCE_MS = 150;

export function SearchBox({ variant, onSubmitted, label }: { variant: "bar" | "panel" | "page"; onSubmitted?: () => void; label?: string }) {
  const lang = useLang();
  const api = useApi();
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-q`;
  const listId = `${id}-suggestions`;
  const fieldId = `${id}-field`;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const request = useRef(0);
  const timers = useRef<{ focus?: number; blur?: number; debounce?: number }>({});
  const [text, setText] = useState("");
  const [expanded, setExpanded] = useState(variant !== "bar");
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.focus);
      window.clearTimeout(pending.blur);
      window.clearTimeout(pending.debounce);
    };
  }, []);

  const closeSuggestions = () => {
    request.current++;
    window.clearTimeout(timers.current.debounce);
    setOpen(false);
    setActive(-1);
  };

  const suggest = (value: string) => {
    window.clearTimeout(timers.current.debounce);
    const query = value.trim().toLowerCase().slice(0, MAX_SEARCH_LENGTH);
    const ticket = ++request.current;
    if (!query) {
      setSuggestions([]);
      setOpen(false);
      setActive(-1);
      return;
    }
    timers.current.debounce = window.setTimeout(() => {
      api
        .searchAutocomplete({ lang, query })
        .then((list) => {
          // A later keystroke (or a submit) made this answer stale.
          if (ticket !== request.current) return;
          setSuggestions(list);
          setOpen(list.length > 0);
          setActive(-1);
        })
        // Suggestions are a convenience: a failure leaves the plain form working.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  };

  const submit = (value: string) => {
    const q = value.trim();
    if (!q) return;
    closeSuggestions();
    onSubmitted?.();
    navigate(urlFor("search", {}, lang, { q }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(text);
  };

  const openBar = () => {
    setExpanded(true);
    window.clearTimeout(timers.current.focus);
    timers.current.focus = window.setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
  };

  const onBlur = () => {
    window.clearTimeout(timers.current.blur);
    timers.current.blur = window.setTimeout(() => {
      // Focus moved to a suggestion or the clear button: still inside the search.
      if (formRef.current?.contains(document.activeElement)) return;
      closeSuggestions();
      if (variant === "bar") setExpanded(false);
    }, BLUR_DELAY_MS);
  };

  const focusOption = (index: number) => {
    setActive(index);
    optionRefs.current[index]?.focus();
  };

  const choose = (value: string) => {
    setText(value);
    submit(value);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && open && suggestions.length > 0) {
      event.preventDefault();
      focusOption(0);
    } else if (event.key === "Escape" && open) {
      // The first Escape closes only the suggestions, not the menu around the form.
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      closeSuggestions();
    }
  };

  const onOptionKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusOption(Math.min(index + 1, suggestions.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (index === 0) {
          setActive(-1);
          inputRef.current?.focus();
        } else focusOption(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusOption(0);
        break;
      case "End":
        event.preventDefault();
        focusOption(suggestions.length - 1);
        break;
      case "Enter":
      case " ":
        event.preventDefault();
        choose(suggestions[index]);
        break;
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        closeSuggestions();
        inputRef.current?.focus();
        break;
    }
  };

  const showField = variant !== "bar" || expanded;
  return (
    <form
      ref={formRef}
      role="search"
      // A second search form on the page (the magazine's) is told apart by its name.
      aria-label={label}
      className={`search-box search-box--${variant}${showField ? " search-box--expanded" : ""}`}
      action={urlFor("search", {}, lang)}
      method="get"
      onSubmit={onSubmit}
      onBlur={onBlur}
      onFocus={() => window.clearTimeout(timers.current.blur)}
    >
      {variant === "bar" ? (
        <button
          type="button"
          className="search-box__toggle header-button"
          aria-expanded={expanded}
          aria-controls={fieldId}
          onClick={() => (expanded ? inputRef.current?.focus() : openBar())}
        >
          <SearchIcon />
          <span className="visually-hidden">{t("header.searchOpen")}</span>
        </button>
      ) : null}
      <div className="search-box__field" id={fieldId}>
        <label className="visually-hidden" htmlFor={inputId}>
          {label ?? t("header.searchLabel")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="search-box__input"
          // type=text, not search: HTML (ARIA in HTML) allows role=combobox only on a text input; the
          // form's search role and the keyboard's search key keep the "search" meaning.
          type="text"
          name="q"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          onChange={(event) => {
            setText(event.target.value);
            suggest(event.target.value);
          }}
          onKeyDown={onInputKeyDown}
        />
        {text ? (
          <button
            type="button"
            className="search-box__clear"
            onClick={() => {
              setText("");
              setSuggestions([]);
              closeSuggestions();
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
            <span className="visually-hidden">{t("header.searchClear")}</span>
          </button>
        ) : null}
        <button type="submit" className="search-box__submit">
          <SearchIcon />
          <span className="visually-hidden">{t("header.searchSubmit")}</span>
        </button>
        <div className="search-box__suggestions" data-open={open ? "true" : "false"}>
          <div className="search-box__suggestions-inner">
            <ul className="search-box__list" id={listId} role="listbox" aria-label={t("header.suggestions")}>
              {suggestions.map((suggestion, index) => (
                <li
                  key={suggestion}
                  ref={(element) => {
                    optionRefs.current[index] = element;
                  }}
                  id={`${listId}-${index}`}
                  className="search-box__option"
                  role="option"
                  tabIndex={-1}
                  aria-selected={active === index}
                  onKeyDown={(event) => onOptionKeyDown(event, index)}
                  onFocus={() => setActive(index)}
                  onClick={() => choose(suggestion)}
                >
                  {suggestion}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </form>
  );
}
