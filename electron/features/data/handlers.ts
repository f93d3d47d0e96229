import type { Handlers } from '../../kernel/router';
import type { DataService } from './data-service';

/** Settings → Data: sizes and the last cleanup; a cleanup on demand. */
export const dataHandlers = (data: DataService): Pick<Handlers, 'data.status' | 'data.cleanup'> => ({
  'data.status': () => data.status(),
  'data.cleanup': (input) => data.cleanup(input),
});
