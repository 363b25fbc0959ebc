import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { searchOfferVariations } from './editor-api';

export type OfferVariation = Awaited<ReturnType<typeof searchOfferVariations>>[number];

/** The search starts at two characters (as the server's), a moment after the last key (not on every key). */
const minimumTermLength = 2;
const typingPauseMs = 250;

/** "Spiegel Aurora (Durchmesser: 20 cm, Farbe: Chrom)": the variation as the offer names it. */
export const variationLabel = (variation: OfferVariation) =>
  variation.attributes.length > 0 ? `${variation.name} (${variation.attributes.join(', ')})` : variation.name;

/**
 * The product of an offer's line (issue 34): staff type part of a product's name or its article
 * number and choose the variation from a list (ARIA combobox with a listbox: arrow keys, Enter,
 * Escape), each option with its variation, article number and current price. Typing again
 * forgets the choice. `error` is a translation key.
 */
export function OfferVariationField({
  chosen,
  onChoose,
  error,
}: {
  chosen: OfferVariation | null;
  onChoose: (variation: OfferVariation | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(chosen ? variationLabel(chosen) : '');
  // The answer of the last search, for its term; a list the merchant closed stays closed until they type.
  const [result, setResult] = useState<{ term: string; options: OfferVariation[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const term = text.trim();
  const searchable = !chosen && term.length >= minimumTermLength;
  const answered = searchable && result?.term === term ? result : null;
  const searching = searchable && !answered;
  const options = answered?.options ?? [];
  const listOpen = open && options.length > 0;

  useEffect(() => {
    if (!searching) return;
    let current = true;
    const timer = setTimeout(() => {
      searchOfferVariations(term).then(
        (found) => current && setResult({ term, options: found }),
        () => current && setResult({ term, options: [] }),
      );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [searching, term]);

  function choose(variation: OfferVariation) {
    setText(variationLabel(variation));
    setOpen(false);
    setActive(-1);
    onChoose(variation);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        current === -1 && step === -1 ? options.length - 1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && listOpen && active >= 0 && options[active]) {
      // The choice, not the form's submission.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && listOpen) {
      // Closes the list only (the drawer stays open).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = chosen
    ? t('editor.offers.productChosen', {
        number: chosen.number,
        price: formatMoney(chosen.priceCents, chosen.currency, locale),
      })
    : searching
      ? t('editor.offers.productSearching')
      : answered
        ? options.length > 0
          ? t('editor.offers.productResults', { count: options.length })
          : t('editor.offers.productNone')
        : '';
  const describedBy = [`${id}-hint`, `${id}-status`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="relative">
      <label htmlFor={id} className="font-medium">
        {t('editor.offers.product')}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-activedescendant={listOpen && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
          if (chosen) onChoose(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('editor.offers.product')}
        hidden={!listOpen}
        className="absolute z-10 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-400 bg-white shadow-lg"
      >
        {options.map((option, index) => (
          // The keys are the field's (aria-activedescendant): the options take clicks only.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.variationId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the click chooses before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`cursor-pointer border-b border-slate-200 px-3 py-2 text-sm last:border-b-0 ${
              index === active ? 'bg-primary-50 ring-2 ring-primary-700 ring-inset' : 'hover:bg-slate-50'
            }`}
          >
            <span className="block font-medium text-slate-900">{variationLabel(option)}</span>
            <span className="block text-slate-700">
              {t('editor.offers.productNumber', { number: option.number })} ·{' '}
              {formatMoney(option.priceCents, option.currency, locale)}
            </span>
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {t('editor.offers.productHint')}
      </p>
      <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(error as 'errorMessages.invalid')}
        </p>
      ) : null}
    </div>
  );
}
