// The admin's lazy chunk: its screens and the dashboard layout's styles, which visitors never load.
import "../../styles/admin.css";

export * from "../../admin/screens/index.ts";
