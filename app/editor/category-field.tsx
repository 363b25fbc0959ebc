import { flattenNavigation } from '../lib/navigation';
import { useRootData } from '../lib/root-data';
import { loadBlockGallery } from './editor-api';
import { ProblemText, problemProps } from './field-problem-text';
import { inputClass, Labelled, type BlockTextFieldProps } from './form-controls';

/** The gallery's category; products of a newly chosen one are fetched so the page shows them at once. */
export function CategoryField({ id, path, label, problem, value, onChange }: BlockTextFieldProps) {
  const root = useRootData();
  const options = flattenNavigation(root?.navigation ?? []);
  function choose(categoryId: string) {
    onChange(categoryId);
    void loadBlockGallery(categoryId);
  }
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        data-field-path={path}
        {...problemProps(`${id}-problem`, problem)}
        className={inputClass}
        value={value}
        onChange={(event) => choose(event.target.value)}
      >
        {options.some((option) => String(option.id) === value) ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {'\u2003'.repeat(option.depth)}
            {option.name}
          </option>
        ))}
      </select>
      <ProblemText id={`${id}-problem`} problem={problem} />
    </Labelled>
  );
}
