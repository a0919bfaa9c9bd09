// One part of the order page: a region named by its heading.
import type { ReactNode } from "react";

export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="webshop-order__section" aria-labelledby={id}>
      <h2 id={id} className="webshop-order__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
