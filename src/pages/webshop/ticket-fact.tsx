// One labelled fact of a ticket or an order ("Platzgruppe: Parkett") in a <dl>, as the cart's lines
// and the order page show them, and a time slot's start as people read it.
import type { Lang } from "../../../shared/lib/localized.ts";

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="webshop-line__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A time slot's "HH:MM:SS" as "10:00 Uhr" / "10:00". */
export function slotTime(time: string, lang: Lang): string {
  const hhmm = time.slice(0, 5);
  return lang === "de" ? `${hhmm} Uhr` : hhmm;
}
