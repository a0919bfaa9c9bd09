// Label and value pairs of one item of the user area (a coupon, a gift card) as the account's facts
// list shows them: a <dl> whose rows sit side by side on wide screens.
import type { ReactNode } from "react";

export type Fact = [label: string, value: ReactNode];

export function FactRows({ facts }: { facts: Fact[] }) {
  return (
    <dl className="account-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="account-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
