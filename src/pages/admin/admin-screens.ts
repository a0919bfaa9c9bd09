// The admin's lazy chunk: its screens, their texts and the dashboard layout's styles, which visitors
// never load.
import "../../styles/admin.css";
import "../../i18n/staff-admin-texts.ts";

export * from "../../admin/screens/index.ts";
