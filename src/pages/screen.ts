// A screen of spec §2: its loader (run on the server for the first view, in the browser after) and
// its component. The route table (routes.tsx) gives every screen its localized paths.
import type { ComponentType } from "react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { Lang } from "../../shared/lib/localized.ts";

export interface ScreenLoaderArgs extends LoaderFunctionArgs {
  lang: Lang;
}

export interface ScreenActionArgs extends ActionFunctionArgs {
  lang: Lang;
}

export interface Screen<Data = unknown> {
  loader?: (args: ScreenLoaderArgs) => Promise<Data> | Data;
  /** A plain HTML form's post to this page (server/http/page-forms.ts lets only our own pages post). */
  action?: (args: ScreenActionArgs) => Promise<Response>;
  Component: ComponentType;
}

/** Loader data may name the same page in the other language (slugs differ per language). */
export interface WithAlternates {
  alternates?: Partial<Record<Lang, string>>;
}

/** Head data every screen's loader returns for the document head. */
export interface WithMeta {
  meta?: { title: string; description?: string; ogImage?: string | null; ogType?: string };
}
