// An order's state as the staff read it (admin screens, the orders CSV).
import type { Localized } from "../lib/localized.ts";
import type { AdminOrderStatus } from "../api/contract/admin-orders.ts";

export const orderStatusWords: Record<AdminOrderStatus, Localized> = {
  reserved: { de: "reserviert", en: "reserved" },
  pending: { de: "Überweisung offen", en: "transfer pending" },
  paid: { de: "bezahlt", en: "paid" },
  cancelled: { de: "storniert", en: "cancelled" },
  expired: { de: "abgelaufen", en: "expired" },
};
