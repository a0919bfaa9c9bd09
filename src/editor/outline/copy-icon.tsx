// The copy symbol as SVG (no text font has a reliable glyph for it).
export function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="4.5" y="0.75" width="8.75" height="8.75" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2.5 4.5h-1.75v8.75h8.75v-1.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
