import { useState } from 'react';
import { RichTextField } from '../../editor/rich-text-field';
import { FieldNotes } from '../../components/form-field';

/**
 * A rich-text field of the item page (descriptions, technical data, safety notes): the block
 * editor's field, so staff write what the server's sanitiser keeps, sent with the form in a hidden
 * input. Without JavaScript the hidden input still sends the saved text unchanged.
 */
export function RichTextInput(props: { name: string; label: string; saved: string; error?: string; hint?: string }) {
  const [html, setHtml] = useState(props.saved);
  const describedBy =
    [props.hint ? `${props.name}-hint` : null, props.error ? `${props.name}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div>
      <RichTextField
        label={props.label}
        value={props.saved}
        onChange={setHtml}
        describedBy={describedBy}
        invalid={Boolean(props.error)}
      />
      <input type="hidden" name={props.name} value={html} />
      <FieldNotes id={props.name} error={props.error} hint={props.hint} />
    </div>
  );
}
