import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { SettingsService } from '../settings';
import { scaleHandlers } from './handlers';
import { createScale } from './scale-service';

/** The packing desk's scale (Settings › Scale); `scale.feed` is what the scan station weighs by. */
export const scaleRoom = defineRoom({
  name: 'scale',
  build: ({ settings, emit }: { settings: SettingsService; emit: Emit }) => ({
    scale: createScale({ settings, emit }),
  }),
  handlers: ({ scale }) => scaleHandlers(scale),
  // The port is let go at close (another program, or the next start, may open it).
  close: ({ scale }) => scale.close(),
});
