import { ROOMS, type DeskRooms } from '../app/rooms';
import { scaleRoom, type ScaleFeed } from '../features/scale';

/**
 * A test composition: the desk's rooms with the scale read from a feed the test drives (unstable, stable, gone…).
 * The scale room is the real one (its port, its Test, its keyboard path); only the feed the scan station weighs by
 * is the test's.
 */
export const roomsWithScale = (feed: ScaleFeed): DeskRooms =>
  ROOMS.map((room) =>
    room === scaleRoom
      ? {
          ...scaleRoom,
          build: (needs: Parameters<typeof scaleRoom.build>[0]) => {
            const { scale } = scaleRoom.build(needs);
            return { scale: { ...scale, feed } };
          },
        }
      : room,
  ) as unknown as DeskRooms;
