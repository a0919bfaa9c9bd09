// Where the staff bar goes in the layout. Only this small part is in every visitor's bundle: the bar's
// own chunk loads once the user details (read after hydration) say someone is logged in, so the
// server's HTML is the same for every visitor. Edit mode has the editor's toolbar instead; a preview
// (`?preview`) and `noToolbar` show none.
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useUserDetails } from "../user/use-user-details.ts";

const StaffBar = lazy(() => import("./staff-bar.tsx"));

const WITHOUT_BAR = ["edit", "preview", "noToolbar"];

export function StaffBarSlot() {
  const user = useUserDetails();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  if (!user?.is_staff || WITHOUT_BAR.some((name) => query.has(name))) return null;
  return (
    <Suspense fallback={null}>
      <StaffBar />
    </Suspense>
  );
}
