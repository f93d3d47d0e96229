export { documentHandlers } from './handlers';
export { ledgerOrderDocsSource } from './order-docs-source';
export { createOrderDocuments } from './order-documents';
export type { OrderDocuments } from './order-documents';
export { documentsRoom } from './room';
