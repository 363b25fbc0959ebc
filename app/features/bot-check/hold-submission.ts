/**
 * Holds a form while its bot check runs (issue 34: "Bewertung senden" was clickable meanwhile; the
 * form went without proof, was refused and the box cleared). Its submit buttons are marked
 * aria-disabled (they keep the focus and say why: `describedBy`, the check's status), and a
 * submission (a click, Enter in a field) is stopped before the form's own handler sees it, so
 * nothing typed is lost. Answers the release, which puts the buttons back as they were.
 */
export function holdSubmission(form: HTMLFormElement, describedBy: string): () => void {
  const buttons = Array.from(form.elements).filter(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement && element.type === 'submit') ||
      (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image')),
  );
  const before = buttons.map((button) => ({
    button,
    disabled: button.getAttribute('aria-disabled'),
    describedBy: button.getAttribute('aria-describedby'),
  }));
  for (const { button, describedBy: own } of before) {
    button.setAttribute('aria-disabled', 'true');
    button.setAttribute('aria-describedby', own ? `${own} ${describedBy}` : describedBy);
  }
  // Capturing on the form itself runs before the form's own listeners (React Router's, the dialog's).
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  form.addEventListener('submit', stop, { capture: true });
  return () => {
    form.removeEventListener('submit', stop, { capture: true });
    for (const { button, disabled, describedBy: own } of before) {
      if (disabled === null) button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', disabled);
      if (own === null) button.removeAttribute('aria-describedby');
      else button.setAttribute('aria-describedby', own);
    }
  };
}
