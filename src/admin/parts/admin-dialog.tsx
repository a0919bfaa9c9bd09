// The admin's modal dialog: the shared modal frame (src/components/modal-dialog.tsx: showModal,
// Escape, focus to `initialFocus` and back to the opener) in the admin's look.
import type { ReactNode, RefObject } from "react";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import type { WidgetSkin } from "../../components/fields/widget-skin.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";

export function AdminDialog({ lang, ...props }: { title: string; lang: Lang; className?: string; initialFocus?: RefObject<HTMLElement | null>; onClose: () => void; onSubmit?: () => void; children: ReactNode | ((titleId: string) => ReactNode) }) {
  return <ModalDialog {...props} block="admin-dialog" headingLevel={2} closeLabel={translator(lang)("common.close")} closeClassName="admin-button admin-button--quiet" />;
}

/** The admin's look of the shared widgets (image chooser, rich text). */
export const adminSkin: WidgetSkin = { Dialog: AdminDialog, button: "admin-button", quietButton: "admin-button admin-button--quiet", primaryButton: "admin-button", label: "field__label", input: "", requiredMark: "word" };
