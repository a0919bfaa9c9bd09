// CSV for spreadsheet programs: every cell quoted (quotes doubled), and a cell that starts like a
// formula (=, +, -, @, tab, CR) gets a leading apostrophe, so Excel and LibreOffice show text and
// never run what a visitor typed (CSV injection). UTF-8 with a BOM, so Excel reads the umlauts.
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The lines as one CSV text with `separator` between cells and CRLF line ends, led by a BOM. */
export function csvText(lines: string[][], separator: "," | ";"): string {
  return "\uFEFF" + lines.map((line) => line.map(csvCell).join(separator)).join("\r\n") + "\r\n";
}
