// The form entries in the backend admin (issue 13): a form's entries page by page, one entry with
// its files (opening it marks it read), the entries as CSV, and an uploaded file as a download.
import { object } from "superstruct";
import { endpoint, type FileAnswer } from "../endpoint.ts";
import { id, langSchema, pageNumber } from "../schemas.ts";

export interface AdminEntryFile {
  id: number;
  name: string;
  /** The download's address. */
  url: string;
}

export interface AdminEntrySummary {
  id: number;
  created_at: string;
  lang: string;
  read: boolean;
  /** The first values, shortened, to tell entries apart. */
  summary: string;
}

export interface AdminEntryList {
  form: { id: number; title: string };
  count: number;
  unread: number;
  page: number;
  pages: number;
  results: AdminEntrySummary[];
  csv_url: string;
}

export interface AdminEntry {
  id: number;
  form: { id: number; title: string };
  created_at: string;
  lang: string;
  values: { slug: string; label: string; value: string; files: AdminEntryFile[] }[];
}

/** Entries per page of the admin's entry list. */
export const ENTRY_PAGE_SIZE = 25;

export const adminFormsContract = {
  adminFormEntries: endpoint<AdminEntryList>()({
    method: "GET",
    path: "/:lang/admin-api/forms/:form/entries/",
    input: object({ lang: langSchema, form: id, page: pageNumber }),
    access: "editContent",
  }),
  /** One entry; the first editor who opens it marks it read (the hub lists unread entries). */
  adminFormEntry: endpoint<AdminEntry>()({
    method: "GET",
    path: "/:lang/admin-api/forms/:form/entries/:entry/",
    input: object({ lang: langSchema, form: id, entry: id }),
    access: "editContent",
  }),
  adminFormEntriesCsv: endpoint<FileAnswer>()({
    method: "GET",
    path: "/:lang/admin-api/forms/:form/entries.csv",
    input: object({ lang: langSchema, form: id }),
    access: "editContent",
    answer: "file",
  }),
  adminFormEntryFile: endpoint<FileAnswer>()({
    method: "GET",
    path: "/:lang/admin-api/form-files/:file",
    input: object({ lang: langSchema, file: id }),
    access: "editContent",
    answer: "file",
  }),
};
