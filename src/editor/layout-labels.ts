// A section's layouts as the editor names them (the same in both languages: column widths in per cent).
export const layoutLabels = { "100": "100 %", "67-33": "67/33", "33-67": "33/67", "50-50": "50/50", "33-33-33": "33/33/33", "25-50-25": "25/50/25" } as const;
