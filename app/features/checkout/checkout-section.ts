/** The look of the checkout's sections (one bordered box per step). */
export const sectionClass = 'rounded-lg border border-slate-300 p-5';
export const legendClass = 'px-1 text-lg font-semibold';
