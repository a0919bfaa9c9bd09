// The browser has only the first page's language's texts (src/i18n/index.tsx loadTexts). A navigation
// into the other language loads its texts while the routes' chunks load, and runs the loaders and
// actions (some translate: titles, error texts) once they are there.
import type { DataStrategyFunction, DataStrategyResult } from "react-router";
import { loadTexts } from "../i18n/index.tsx";
import { routeLang } from "./route-lang.ts";

export const loadTextsFirst: DataStrategyFunction = async ({ request, matches }) => {
  const texts = loadTexts(routeLang(matches.map((match) => match.route.handle), new URL(request.url)));
  const toLoad = matches.filter((match) => match.shouldCallHandler());
  const results = await Promise.all(
    toLoad.map((match) =>
      match.resolve(async (handler) => {
        await texts;
        return handler();
      }),
    ),
  );
  const byRoute: Record<string, DataStrategyResult> = {};
  toLoad.forEach((match, index) => (byRoute[match.route.id] = results[index]));
  return byRoute;
};
