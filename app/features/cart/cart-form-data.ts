/**
 * Reading the cart forms (product page, cart page). Order property fields are named
 * `orderProperty[<id>]`; empty ones are left out (the server checks required ones).
 */
export function orderParamsFromForm(form: FormData): Array<{ propertyId: number; value: string }> {
  const params: Array<{ propertyId: number; value: string }> = [];
  for (const [name, value] of form.entries()) {
    const match = /^orderProperty\[(\d{1,9})\]$/.exec(name);
    if (match && typeof value === 'string' && value.trim() !== '') {
      params.push({ propertyId: Number(match[1]), value: value.slice(0, 500) });
    }
  }
  return params;
}

/** Files chosen for order properties (`orderPropertyFile[<id>]`), leaving out empty pickers. */
export function orderPropertyFilesFromForm(form: FormData): Array<{ propertyId: number; file: File }> {
  const files: Array<{ propertyId: number; file: File }> = [];
  for (const [name, value] of form.entries()) {
    const match = /^orderPropertyFile\[(\d{1,9})\]$/.exec(name);
    if (match && typeof value !== 'string' && (value.size > 0 || value.name !== '')) {
      files.push({ propertyId: Number(match[1]), file: value });
    }
  }
  return files;
}
