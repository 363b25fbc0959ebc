import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../components/icons';
import { useTranslation } from '../i18n/use-translation';

/**
 * A side panel of the editor (spec §2: drawers open on the left, block settings on the right,
 * 430 px). Not modal: the page stays visible and usable beside it, so changes show live (a right
 * drawer moves the page aside on wide screens, app.css). Focus
 * moves to its heading when it opens and back where it came from when it closes; Escape closes it.
 */
export function EditorDrawer({
  title,
  placement,
  onClose,
  children,
}: {
  title: string;
  placement: 'left' | 'right';
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    heading.current?.focus();
    const element = panel.current!;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    element.addEventListener('keydown', onKey);
    const root = document.documentElement;
    root.dataset.editorDrawer = placement;
    return () => {
      element.removeEventListener('keydown', onKey);
      if (root.dataset.editorDrawer === placement) delete root.dataset.editorDrawer;
      if (opener?.isConnected) opener.focus();
    };
  }, [placement]);
  return (
    <aside
      ref={panel}
      aria-labelledby={headingId}
      className={`fixed bottom-0 z-40 flex w-[min(430px,calc(100vw-2.75rem))] flex-col border-slate-300 bg-white text-slate-900 shadow-2xl ${
        placement === 'left' ? 'left-11 border-e' : 'right-0 border-s'
      }`}
      style={{ top: 'var(--editor-bar-height, 3rem)' }}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
          aria-label={t('editor.drawer.close', { title })}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto p-4">{children}</div>
    </aside>
  );
}
