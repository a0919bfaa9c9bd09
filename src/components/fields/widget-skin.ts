// The look a shared widget takes from its host: the page editor's module modal or the admin's forms.
// The widget's behaviour is one; its modal frame, control and button classes and its required mark
// are the host's (editorSkin in src/editor/fields/sub-dialog.tsx, adminSkin in src/admin/parts/admin-dialog.tsx).
import type { ComponentType, ReactNode, RefObject } from "react";
import type { Lang } from "../../../shared/lib/localized.ts";

export interface WidgetSkin {
  /** The host's modal frame: the editor's SubDialog over the module modal, the admin's AdminDialog. */
  Dialog: ComponentType<{ title: string; lang: Lang; className?: string; initialFocus?: RefObject<HTMLElement | null>; onClose: () => void; onSubmit?: () => void; children: ReactNode }>;
  button: string;
  quietButton: string;
  primaryButton: string;
  /** The class of a label outside a field's frame (a dialog's search box). */
  label?: string;
  /** The class of text inputs, text areas and selects. */
  input?: string;
  /** A required field's label ends in a star (the word read out only; the default) or in the word "(Pflichtfeld)". */
  requiredMark?: "star" | "word";
}
