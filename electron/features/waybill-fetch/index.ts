export type { WaybillFetch } from './waybill-fetch';
export { startAnswerRecorder } from './start-answer-recorder';
export { withKeptWaybills } from './kept-waybills';
export type { AnswerRecorder } from './answer-recorder';
export { waybillFetchRoom } from './room';
