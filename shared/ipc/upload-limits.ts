/*
 * How much a seller may upload, said once: the contract bounds a CSV's text by it, the renderer refuses a bigger
 * file before it uploads, and the web host sizes its body limit from it, so a file the desk takes is never refused
 * on the way by a smaller limit.
 */

/** Biggest CSV file the desk takes: 5 MB (a file of n bytes decodes to at most n characters). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** The most bytes JSON spends on one character of a string (a control character becomes \u001b). */
const JSON_BYTES_PER_CHAR = 6;

/** Room for the call's envelope around the CSV: the other fields, the JSON punctuation. */
const ENVELOPE_BYTES = 64 * 1024;

/** The web host's limit on an IPC call's body: the biggest CSV the contract takes, as JSON, in its envelope. */
export const IPC_BODY_MAX_BYTES = CSV_MAX_BYTES * JSON_BYTES_PER_CHAR + ENVELOPE_BYTES;
