import type { z } from 'zod';

/** `a.b[3].c` from a zod issue path (DECISIONS W3 names fields this way). */
const jsonPath = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');

/** The first issue of a failed parse: the JSON path of the bad field and what is wrong with it. */
export const describeIssue = (error: z.ZodError): { path: string; message: string } => {
  const issue = error.issues[0];
  if (!issue) return { path: 'body', message: 'invalid request' };
  let path = issue.path;
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') {
    // Name the unexpected field itself, not its parent.
    const key = issue.keys[0] ?? '';
    path = [...issue.path, key];
    message = 'is not a field of this request';
  } else if (issue.code === 'invalid_type') {
    // zod's default text is "Invalid input: expected string, received undefined".
    const received = /received (\w+)$/.exec(message)?.[1];
    if (received === 'undefined') message = 'is required';
    else if (message.startsWith('Invalid input: expected ')) {
      message = `must be ${issue.expected}${received ? ` (received ${received})` : ''}`;
    }
  }
  // Issues of the whole body (not of one field) are named `body`, as the sandbox names them.
  return { path: jsonPath(path) || 'body', message };
};

/** The gateway's code-100 text: `<path>: <message>`. */
export const formatIssue = (error: z.ZodError): string => {
  const { path, message } = describeIssue(error);
  return path ? `${path}: ${message}` : message;
};
