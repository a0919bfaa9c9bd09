// The admin's modal dialog: the shared modal frame (src/components/modal-dialog.tsx: showModal,
// Escape, focus to `initialFocus` and back to the opener) in the admin's look.
import type { ReactNode, RefObject } from "react";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import type { Lang } from "../../../shared/lib/localized.ts";
import { adminWord } from "../admin-text.ts";

export function AdminDialog({ lang, ...props }: { title: string; lang: Lang; className?: string; initialFocus?: RefObject<HTMLElement | null>; onClose: () => void; children: ReactNode | ((titleId: string) => ReactNode) }) {
  return <ModalDialog {...props} block="admin-dialog" headingLevel={2} closeLabel={adminWord("close", lang)} closeClassName="admin-button admin-button--quiet" />;
}
