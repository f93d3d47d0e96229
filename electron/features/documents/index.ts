export type { OrderDocuments } from './order-documents';
export { documentsRoom } from './room';
