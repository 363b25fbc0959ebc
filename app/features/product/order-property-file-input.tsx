import { useState } from 'react';
import {
  orderPropertyFileAccept,
  orderPropertyFileMaxBytes,
  orderPropertyFileProblem,
} from '../../../core/uploads/order-property-file-rules';
import { useTranslation } from '../../i18n/use-translation';

/** Field name of a file for order property `id`; the cart's action uploads it before adding. */
export const orderPropertyFileFieldName = (propertyId: number) => `orderPropertyFile[${propertyId}]`;

const megabytes = orderPropertyFileMaxBytes / 1024 / 1024;

/**
 * The picker of a file order property. A chosen file that the shop would refuse (type, size,
 * empty) is named at once next to the field, before anything is sent; the add-to-cart form does
 * not send the form while such a file is chosen.
 */
export function OrderPropertyFileInput({
  id,
  propertyId,
  required,
  describedBy,
  className,
}: {
  id: string;
  propertyId: number;
  required: boolean;
  describedBy?: string;
  className: string;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ReturnType<typeof orderPropertyFileProblem>>(null);
  const ruleId = `${id}-file-rule`;
  const problemId = `${id}-file-problem`;
  return (
    <>
      <input
        id={id}
        name={orderPropertyFileFieldName(propertyId)}
        type="file"
        accept={orderPropertyFileAccept}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[ruleId, problem ? problemId : null, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setProblem(file ? orderPropertyFileProblem(file) : null);
        }}
        className={`${className} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
      />
      <p id={ruleId} className="mt-1 text-sm text-slate-700">
        {t('product.orderProperties.fileRule', { megabytes })}
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {t(`storefrontError.${problem}`, { megabytes })}
        </p>
      ) : null}
    </>
  );
}

/** The first file field of a form holding a file the shop would refuse, to stop the submit there. */
export function refusedFileInput(form: HTMLFormElement): HTMLInputElement | null {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    const file = input.files?.[0];
    if (file && orderPropertyFileProblem(file)) return input;
  }
  return null;
}
