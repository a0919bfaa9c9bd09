// A record's facts as label–value pairs, as the admin's detail screens show them (an order, a voucher,
// a gift card, a visitor's account); a missing value reads "–".
import type { ReactNode } from "react";

export type AdminFact = [label: string, value: ReactNode];

export function AdminFacts({ rows }: { rows: AdminFact[] }) {
  return (
    <dl className="admin-entry">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? "–"}</dd>
        </div>
      ))}
    </dl>
  );
}
