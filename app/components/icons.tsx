/** Decorative inline icons (hidden from screen readers; the link or button next to them has the text). */
export type IconProps = { className?: string };

/** What every icon shares: hidden from screen readers, drawn in the text colour. */
export const iconBase = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const UserIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

/** `filled` shows the state of a toggle (on the wishlist); the button's aria-pressed says it in words. */
export const HeartIcon = ({ className = 'size-6', filled = false }: IconProps & { filled?: boolean }) => (
  <svg {...iconBase} className={className} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </svg>
);

/** Two columns side by side: the comparison list. */
export const CompareIcon = ({ className = 'size-6', filled = false }: IconProps & { filled?: boolean }) => (
  <svg {...iconBase} className={className}>
    <rect x="3.5" y="4" width="7" height="16" rx="1" fill={filled ? 'currentColor' : 'none'} />
    <rect x="13.5" y="4" width="7" height="16" rx="1" fill={filled ? 'currentColor' : 'none'} />
  </svg>
);

export const CartIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </svg>
);

export const SearchIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export const MenuIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const ChevronDownIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const LockIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

// The controls' icons (issue 34: a glyph such as "🗑" showed as an empty box where the system font
// lacks it; icons are SVG, app/components/icons.test.ts keeps it so).

export const CloseIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const PlusIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const MinusIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M5 12h14" />
  </svg>
);

/** A filled star (the rating field of the review form); its colour is the text colour. */
export const StarIcon = ({ className = 'size-8' }: IconProps) => (
  <svg {...iconBase} className={className} fill="currentColor" stroke="none">
    <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z" />
  </svg>
);

/** The shop's logo: a round mirror on a stand, and the name. */
export const Logo = ({ className = 'h-9 w-auto' }: IconProps) => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 180 40" className={className}>
    <circle cx="18" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="3" />
    <path
      d="M12 12a8 8 0 0 1 6-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      opacity=".6"
    />
    <path d="M18 28v6M11 36h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    <text x="38" y="27" fontFamily="inherit" fontSize="20" fontWeight="700" fill="currentColor">
      Spiegelshop
    </text>
  </svg>
);
