import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isBlockLink } from '../../core/content/blocks/block-rules';

/**
 * A link from a block. Block links are stored as final paths of their language ("/en/…"), so
 * shop paths navigate in the app and anything else is an ordinary link.
 */
export function BlockLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

type ButtonContent = { label?: string; link?: string; variant?: string } | undefined;

/**
 * Whether a block's button shows: it has a label and a link the save takes (`isBlockLink`). The
 * editor renders the draft, so a `javascript:` link typed there never reaches the page.
 */
export const buttonShown = (button: ButtonContent): button is { label: string; link: string; variant?: string } =>
  Boolean(button?.label && button.link && isBlockLink(button.link));

export function BlockButton({ button }: { button?: ButtonContent }) {
  if (!buttonShown(button)) return null;
  return (
    <BlockLink href={button.link} className={button.variant === 'secondary' ? 'button-secondary' : 'button-primary'}>
      {button.label}
    </BlockLink>
  );
}

/** Rich text of a block; the server sanitized it (core/security/rich-text.server.ts). */
export function BlockRichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`prose-shop ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function BlockHeading({
  level,
  className,
  children,
}: {
  level: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  return level === 1 ? <h1 className={className}>{children}</h1> : <h2 className={className}>{children}</h2>;
}
