// What a logged-in editor can edit on the page on screen, for the staff bar and the user menu: a CMS
// page (edited in place) or a detail page's item (edited in the admin). The screen declares it with
// <StaffEditTarget>; the layout's provider keeps it. Set after hydration only, so the server's HTML
// stays the same for every visitor.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

export type StaffTarget = { kind: "page"; id: number } | { kind: "admin"; resource: string; id: number };

interface TargetHolder {
  target: StaffTarget | null;
  setTarget: (target: StaffTarget | null) => void;
}

const TargetContext = createContext<TargetHolder>({ target: null, setTarget: () => {} });

export function StaffTargetProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<StaffTarget | null>(null);
  return <TargetContext.Provider value={{ target, setTarget }}>{children}</TargetContext.Provider>;
}

/** The target the page on screen declared, or null (a list, the calendar, the search …). */
export function useStaffTarget(): StaffTarget | null {
  return useContext(TargetContext).target;
}

/** Declares the page's target while the screen is shown; renders nothing. */
export function StaffEditTarget(target: StaffTarget) {
  const { setTarget } = useContext(TargetContext);
  const key = target.kind === "page" ? `page:${target.id}` : `${target.resource}:${target.id}`;
  useEffect(() => {
    setTarget(target);
    return () => setTarget(null);
    // The key names the target: a new object with the same target changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setTarget]);
  return null;
}
