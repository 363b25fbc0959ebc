import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

const formats = ['bold', 'italic', 'bulletList', 'orderedList'];

/**
 * Rich text of a block (TipTap, only in the editor's chunk). Its schema allows what the server's
 * sanitiser allows (core/security/rich-text.server.ts): paragraphs, h2–h4, bold, italic, underline,
 * strike, lists, quotes, links — so what the editor shows is what shoppers get.
 */
export function RichTextField({
  label,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Ids of a hint or an error about the text (the staff's item page). */
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const textboxAttributes = () => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'prose-shop min-h-28 rounded-b border border-slate-400 p-2 focus:outline-2 focus:outline-primary-700',
  });
  // A refusal after the editor was made names its error (the staff's item page).
  useEffect(() => {
    editor.current?.setOptions({ editorProps: { attributes: textboxAttributes() } });
    // textboxAttributes reads only these two (and the label id, which never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [describedBy, invalid]);
  // Which formats apply at the cursor, for the buttons' pressed state.
  const [active, setActive] = useState<Record<string, boolean>>({});

  useEffect(() => {
    const instance = new Editor({
      element: host.current!,
      content: value,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3, 4] },
          code: false,
          codeBlock: false,
          horizontalRule: false,
          link: { openOnClick: false, protocols: ['mailto', 'tel'] },
        }),
      ],
      editorProps: {
        attributes: textboxAttributes(),
      },
      onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
      onTransaction: ({ editor: current }) =>
        setActive(Object.fromEntries(formats.map((name) => [name, current.isActive(name)]))),
    });
    editor.current = instance;
    return () => instance.destroy();
    // The editor is made once per field; later values come from the editor itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  type Chain = ReturnType<Editor['chain']>;
  const buttons: Array<{ name: string; label: string; toggle: (chain: Chain) => Chain }> = [
    { name: 'bold', label: t('editor.richText.bold'), toggle: (chain) => chain.toggleBold() },
    { name: 'italic', label: t('editor.richText.italic'), toggle: (chain) => chain.toggleItalic() },
    { name: 'bulletList', label: t('editor.richText.bulletList'), toggle: (chain) => chain.toggleBulletList() },
    { name: 'orderedList', label: t('editor.richText.orderedList'), toggle: (chain) => chain.toggleOrderedList() },
  ];
  function apply(toggle: (chain: Chain) => Chain) {
    if (editor.current) toggle(editor.current.chain().focus()).run();
  }

  function editLink() {
    const current = editor.current;
    if (!current) return;
    const previous = (current.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('editor.richText.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') current.chain().focus().unsetLink().run();
    else current.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium">
        {label}
      </span>
      <div
        role="toolbar"
        aria-label={t('editor.richText.toolbar', { label })}
        className="flex gap-1 rounded-t border border-b-0 border-slate-400 bg-slate-50 p-1"
      >
        {buttons.map((button) => (
          <button
            key={button.name}
            type="button"
            aria-pressed={active[button.name] === true}
            onClick={() => apply(button.toggle)}
            className="rounded px-2 py-1 text-sm aria-pressed:bg-slate-800 aria-pressed:text-white"
          >
            {button.label}
          </button>
        ))}
        <button type="button" onClick={editLink} className="rounded px-2 py-1 text-sm">
          {t('editor.richText.link')}
        </button>
      </div>
      <div ref={host} />
    </div>
  );
}
