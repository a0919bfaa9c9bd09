// Client navigation behaviour of spec §2, mounted once in the default layout: scroll to top on new
// navigations with the browser's back/forward positions restored (React Router's ScrollRestoration,
// which works with createBrowserRouter and renders nothing in data-router mode), focus to <main>,
// hash targets with the 130 px offset, and the progress bar.
import { ScrollRestoration } from "react-router";
import { ProgressBar } from "./progress-bar.tsx";
import { useHashTargetScroll } from "./hash-target-scroll.ts";
import { useFocusAfterNavigation } from "./focus-after-navigation.ts";

export function NavigationBehaviour() {
  useHashTargetScroll();
  useFocusAfterNavigation();
  return (
    <>
      <ScrollRestoration />
      <ProgressBar />
    </>
  );
}
