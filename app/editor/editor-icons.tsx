import { iconBase, type IconProps } from '../components/icons';

/**
 * The editor's own icons (block toolbar, page menu): in the editor's chunk, so shoppers' pages do
 * not carry them. SVG like every icon of the shop (app/components/icons.test.ts).
 */

export const ArrowUpIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

export const ArrowDownIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </svg>
);

export const PencilIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4Z" />
    <path d="m14.5 5.5 3 3" />
  </svg>
);

export const TrashIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v5M14 11v5" />
  </svg>
);

/** Three dots in a row: a menu of more actions. */
export const MoreIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...iconBase} className={className} fill="currentColor" stroke="none">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </svg>
);
