import { useEffect, useRef } from 'react';

/**
 * After a refused form: password fields are emptied (never kept, also not by the browser's form
 * state with JavaScript) and the first field with an error gets focus, so keyboard and screen
 * reader users land on what needs fixing. Attach the returned ref to the form.
 */
export function useFormFailure(failure: unknown) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!failure || !element) return;
    element.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => {
      input.value = '';
    });
    element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);
  return form;
}
