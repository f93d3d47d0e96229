import { createRoot } from 'react-dom/client';
import { PrintPage } from './print-page';
import { parsePrintQuery } from './print-query';
import { DocumentPage } from './documents/document-page';
import { parseDocumentQuery } from './documents/document-query';
import { HandoverPage, parseHandoverQuery } from './documents/handover-sheet';
import '../i18n';
import './print.css';

// No StrictMode here: its doubled effects would open the print dialog twice.
const root = document.getElementById('root');
if (!root) throw new Error('print.html has no #root');
// `?doc=` is a handover list, a pick list or packing slips; anything else is a label job.
const handover = parseHandoverQuery(window.location.search);
const doc = handover === null ? parseDocumentQuery(window.location.search) : null;
createRoot(root).render(
  handover !== null ? (
    <HandoverPage query={handover} />
  ) : doc === null ? (
    <PrintPage query={parsePrintQuery(window.location.search)} />
  ) : 'error' in doc ? (
    <PrintPage query={doc} />
  ) : (
    <DocumentPage query={doc} />
  ),
);
