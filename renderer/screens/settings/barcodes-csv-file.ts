import { useState } from 'react';
import { csvFileText } from '../../../shared/csv/csv-file-text';
import { CSV_MAX_BYTES } from '../../../shared/ipc/upload-limits';

/** A chosen CSV file as text for the import, or why the desk refuses it before uploading anything. */
export type ChosenCsv = { csv: string } | { refused: 'tooBig' | 'notText' };

/**
 * The file's size is checked before it is read (one limit, the contract's), then its bytes are decoded strictly:
 * UTF-8, else GB18030 as Excel on Chinese Windows saves it; anything else is refused, never read with U+FFFD.
 */
export const readChosenCsv = async (file: File): Promise<ChosenCsv> => {
  if (file.size > CSV_MAX_BYTES) return { refused: 'tooBig' };
  const { text } = csvFileText(new Uint8Array(await file.arrayBuffer()));
  return text === null ? { refused: 'notText' } : { csv: text };
};

/** A file the desk refused before uploading it: too big, or not text it can read. */
export interface CsvRefusal {
  why: 'tooBig' | 'notText';
  file: string;
  size: number;
}

/** The import's file choice: a readable file goes to the import, any other is refused here, nothing uploaded. */
export const useChooseCsv = (importCsv: { mutate: (csv: string) => void; reset: () => void }) => {
  const [refusal, setRefusal] = useState<CsvRefusal | null>(null);
  const choose = async (chosen: File) => {
    const read = await readChosenCsv(chosen);
    if ('refused' in read) {
      importCsv.reset();
      setRefusal({ why: read.refused, file: chosen.name, size: chosen.size });
    } else {
      setRefusal(null);
      importCsv.mutate(read.csv);
    }
  };
  return { refusal, choose };
};
