import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

export function BlockButton({ button }: { button?: { label?: string; link?: string; variant?: string } }) {
  if (!button?.label || !button.link) return null;
  return (
    <BlockLink href={button.link} className={button.variant === 'secondary' ? 'button-secondary' : 'button-primary'}>
      {button.label}
    </BlockLink>
  );
}

/** Rich text of a block; the server sanitized it (core/content/rich-text.server.ts). */
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
