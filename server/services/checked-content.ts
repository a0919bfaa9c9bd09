// What the editor sends is checked on the server again, whatever the editor's own checks said:
// every module against its definition (400 naming each failing field), then brought into its stored
// form (looked-up objects dropped) with rich text sanitized.
import { ApiError } from "../../shared/api/api-error.ts";
import type { ContentFailure, InvalidContentBody } from "../../shared/api/editor-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { contentFailures, storedSections } from "../../src/modules/validate-sections.ts";
import { sanitizeRichTextFields } from "./rich-text-sanitizer.ts";

/** The 400 for failing content: the first failure's place as `field` ("sections.m3.content"), then all. */
export function invalidContent(failures: ContentFailure[], prefix = "sections"): ApiError {
  const [first] = failures;
  const place = first.module ?? first.section;
  const field = [prefix, place, first.field === prefix ? undefined : first.field].filter(Boolean).join(".");
  const body: InvalidContentBody = { error: "invalid_input", field, reason: first.reason, failures };
  return new ApiError(400, { ...body });
}

/** The sections as they may be stored, or a 400 (InvalidContentBody) naming every failing field. */
export function checkedSections(sections: unknown, prefix = "sections"): Section[] {
  const failures = contentFailures(sections);
  if (failures.length > 0) throw invalidContent(failures, prefix);
  return sanitizeRichTextFields(storedSections(sections as Section[]));
}
