import type { Handlers } from '../../kernel/router';
import type { Scale } from './scale-service';

/** Settings › Scale: the port list, the live reading, and Test with the form's (unsaved) settings. */
export const scaleHandlers = (
  scale: Scale,
): Pick<Handlers, 'scale.ports' | 'scale.state' | 'scale.test' | 'scale.testEnd'> => ({
  'scale.ports': async () => ({ ports: await scale.ports() }),
  'scale.state': () => Promise.resolve(scale.feed.current()),
  'scale.test': async ({ scale: settings }) => {
    await scale.trial(settings);
    return scale.feed.current();
  },
  'scale.testEnd': async () => {
    await scale.endTrial();
    return scale.feed.current();
  },
});
