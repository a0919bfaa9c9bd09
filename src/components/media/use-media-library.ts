// The media library as a chooser browses it: searched by alt text, credit or file name (typing waits
// 200 ms), a page at a time with "more" appending the next, reloaded from the first page after an
// upload so the new image shows at the top.
import { useEffect, useState } from "react";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";

export interface MediaLibraryState {
  status: "loading" | "done" | "failed";
  images: MediaImage[];
  count: number;
}

export function useMediaLibrary(lang: Lang) {
  const api = useApi();
  const [query, setQueryText] = useState("");
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [state, setState] = useState<MediaLibraryState>({ status: "loading", images: [], count: 0 });

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        setState((previous) => ({ ...previous, status: "loading" }));
        api
          .mediaList({ lang, query: query.trim().slice(0, 100) || undefined, page })
          .then((answer) => current && setState((previous) => ({ status: "done", images: page === 1 ? answer.results : [...previous.images, ...answer.results], count: answer.count })))
          .catch(() => current && setState({ status: "failed", images: [], count: 0 }));
      },
      page === 1 && query !== "" ? 200 : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, lang, query, page, reload]);

  return {
    query,
    state,
    hasMore: state.status === "done" && state.images.length < state.count,
    setQuery: (text: string) => {
      setQueryText(text);
      setPage(1);
    },
    more: () => setPage((current) => current + 1),
    /** Shows the changed image at once, then loads the first page again. */
    changed: (image: MediaImage) => {
      setState((previous) => ({ ...previous, images: previous.images.map((shown) => (shown.id === image.id ? image : shown)) }));
      setPage(1);
      setReload((count) => count + 1);
    },
  };
}
