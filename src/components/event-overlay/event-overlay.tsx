// The event overlay 'Programm und Karten' (spec §2): `?overlay=true` on any page opens it and the flag
// is dropped from the address (replace). A modal dialog that slides up (no animation with reduced
// motion) with the calendar inside; it closes with its button or Escape (clearing the query) and on
// any path change, and the page does not scroll while it is open. Never rendered on the server, so
// pages stay cacheable. Its title is the events page's CMS headline when there is one.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

const OverlayDialog = lazy(() => import("./event-overlay-dialog.tsx").then((module) => ({ default: module.OverlayDialog })));

export function EventOverlay() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const openedOn = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get("overlay") === "true") {
      params.delete("overlay");
      const rest = params.toString();
      openedOn.current = pathname;
      setOpen(true);
      void navigate(pathname + (rest ? `?${rest}` : ""), { replace: true, preventScrollReset: true });
    } else if (openedOn.current !== null && openedOn.current !== pathname) {
      openedOn.current = null;
      setOpen(false);
    }
  }, [pathname, search, navigate]);

  if (!open) return null;
  return (
    <Suspense>
      <OverlayDialog
        onClose={() => {
          openedOn.current = null;
          setOpen(false);
          if (window.location.search) void navigate(pathname, { replace: true, preventScrollReset: true });
        }}
      />
    </Suspense>
  );
}
