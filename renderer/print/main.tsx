import { createRoot } from 'react-dom/client';
import { PrintPage } from './print-page';
import { parsePrintQuery } from './print-query';
import './print.css';

// No StrictMode here: its doubled effects would open the print dialog twice.
const root = document.getElementById('root');
if (!root) throw new Error('print.html has no #root');
createRoot(root).render(<PrintPage query={parsePrintQuery(window.location.search)} />);
