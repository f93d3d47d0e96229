import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildRooms, closeRooms, defineRoom, roomHandlers, startRooms } from './room';

/*
 * The fold the desk is built by: each room builds on the ground and the rooms before it, the handlers merge into
 * one map, rooms start in the list's order and close in the reverse one.
 */

const steps: string[] = [];

const counterRoom = defineRoom({
  name: 'counter',
  build: ({ start }: { start: number }) => ({ counter: { value: start } }),
  handlers: ({ counter }) => ({ 'app.info': () => Promise.reject(new Error(`counter ${counter.value}`)) }),
  start: () => {
    steps.push('start counter');
  },
  close: () => {
    steps.push('close counter');
  },
});

const doublerRoom = defineRoom({
  name: 'doubler',
  build: ({ counter }: { counter: { value: number } }) => ({ doubled: counter.value * 2 }),
  handlers: ({ doubled }) => ({ 'settings.get': () => Promise.reject(new Error(`doubled ${doubled}`)) }),
  start: () => {
    steps.push('start doubler');
  },
  close: async () => {
    await Promise.resolve();
    steps.push('close doubler');
  },
});

describe('rooms', () => {
  const rooms = [counterRoom, doublerRoom] as const;

  it('build in order, each on the ground and the services of the rooms before it', () => {
    const built = buildRooms({ start: 21 }, rooms);
    expect(built).toEqual({ start: 21, counter: { value: 21 }, doubled: 42 });
  });

  it('merge their handlers into one map, each over what was built', async () => {
    const handlers = roomHandlers(rooms, buildRooms({ start: 3 }, rooms));
    expect(Object.keys(handlers).sort()).toEqual(['app.info', 'settings.get']);
    await expect(handlers['settings.get']()).rejects.toThrow('doubled 6');
    await expect(handlers['app.info']()).rejects.toThrow('counter 3');
  });

  it('refuse, by type, a room listed before the room it needs', () => {
    const misordered = () => buildRooms({ start: 1 }, [doublerRoom, counterRoom] as const);
    // tsc checks this line: the fold's type names the unmet needs instead of the services.
    expectTypeOf(misordered).returns.toEqualTypeOf<{ unmetNeedsOf: { counter: { value: number } } }>();
    // At run time the room before its needs finds nothing there.
    expect(misordered).toThrow(TypeError);
  });

  it('start in the list order and close in the reverse one', async () => {
    steps.length = 0;
    const built = buildRooms({ start: 1 }, rooms);
    await startRooms(rooms, built);
    await closeRooms(rooms, built);
    expect(steps).toEqual(['start counter', 'start doubler', 'close doubler', 'close counter']);
  });
});
