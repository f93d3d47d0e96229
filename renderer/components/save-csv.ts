/**
 * Hands a CSV text to the seller as a file: Electron asks where to save it, the browser downloads it (both through
 * an anchor's download of a blob). The object URL is let go once the save has surely read it.
 */
export const saveCsv = (text: string, name: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
