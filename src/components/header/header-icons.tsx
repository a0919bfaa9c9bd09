// The header's own inline icons; decorative (the button or link around them carries the name).
const common = { width: 22, height: 22, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round" as const, strokeLinejoin: "round" as const, "aria-hidden": true, focusable: false };

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg {...common} width={18} height={18}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function BurgerIcon() {
  return (
    <svg {...common}>
      <path d="M4 7h16M4 12h16M4 17h10" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M5 5l14 14M19 5 5 19" />
    </svg>
  );
}

export function HeartIcon() {
  return (
    <svg {...common}>
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg {...common} width={16} height={16} className="chevron">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
