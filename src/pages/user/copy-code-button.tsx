// A button that copies a code to the clipboard, and the sentence that says it did (or could not) in a
// status region next to it, which screen readers announce without moving the focus.
import { useState } from "react";
import { useT } from "../../i18n/index.tsx";

export function CopyCodeButton({ code }: { code: string }) {
  const t = useT();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus("copied");
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code is there to select by hand.
      setStatus("failed");
    }
  };
  return (
    <span className="copy-code">
      <button type="button" className="button copy-code__button" aria-label={t("accountCoupons.copyLabel", { code })} onClick={copy}>
        {t("accountCoupons.copy")}
      </button>
      <span className="copy-code__status" role="status">
        {status === "copied" ? t("accountCoupons.copied", { code }) : status === "failed" ? t("accountCoupons.copyFailed") : ""}
      </span>
    </span>
  );
}
