/**
 * The code a scanner (or the packer) typed into a scan box — the form's `code` field — taken and cleared at once, so
 * the next scan starts in an empty box; null when the form has no such field.
 */
export const takeTypedCode = (form: HTMLFormElement): string | null => {
  const field = form.elements.namedItem('code');
  if (!(field instanceof HTMLInputElement)) return null;
  const code = field.value;
  field.value = '';
  return code;
};
