import type { Handlers } from './router';

/*
 * A room is one registration: what it needs, the services it builds on that, the channels it answers and what it
 * starts and closes. The desk (app/) folds over its list of rooms: each room's build gets the desk's ground and
 * every service of the rooms listed before it, so a room names what it needs by type and the fold refuses a list
 * in which a need comes later (or never).
 */

export interface Room<Needs extends object, Services extends object, H extends Partial<Handlers>> {
  /** The room's name (its folder under features/), listed in About. */
  name: string;
  /** The services this room offers, built on the ground and the rooms before it. */
  build(needs: Needs): Services;
  /** The channels this room answers, over its needs and its own services. */
  handlers(built: Needs & Services): H;
  /** After every room is built: background work the room runs (a queue, a daily task). */
  start?(built: Needs & Services): Promise<void> | void;
  /** At close, in the list's reverse order, before the ground is closed. */
  close?(built: Needs & Services): Promise<void> | void;
}

/** Any room, as a list holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds rooms of every needs and services
export type AnyRoom = Room<any, object, Partial<Handlers>>;

/** Keeps a room's types as written (needs, services and channels inferred from its functions). */
export const defineRoom = <Needs extends object, Services extends object, H extends Partial<Handlers>>(
  room: Room<Needs, Services, H>,
): Room<Needs, Services, H> => room;

type NeedsOf<R> = R extends Room<infer N, object, Partial<Handlers>> ? N : never;
type ServicesOf<R> = R extends Room<never, infer S, Partial<Handlers>> ? S : never;
type HandlersOf<R> = R extends Room<never, object, infer H> ? H : never;

/**
 * What the ground and a list of rooms build, room by room: a room whose needs the ground and the rooms before it
 * do not meet turns the whole result into a message naming that room's needs.
 */
export type Built<Ground extends object, Rooms extends readonly AnyRoom[]> = Rooms extends readonly [
  infer First,
  ...infer Rest extends readonly AnyRoom[],
]
  ? Ground extends NeedsOf<First>
    ? Built<Ground & ServicesOf<First>, Rest>
    : { unmetNeedsOf: NeedsOf<First> }
  : Ground;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every channel the rooms answer: assigning it to `Handlers` fails on a channel no room answers. */
export type RoomHandlers<Rooms extends readonly AnyRoom[]> = UnionToIntersection<HandlersOf<Rooms[number]>>;

/** The desk's rooms built over a ground, in the list's order: the ground and the services of every room. */
export const buildRooms = <Ground extends object, Rooms extends readonly AnyRoom[]>(
  ground: Ground,
  rooms: Rooms,
): Built<Ground, Rooms> => {
  let built: object = ground;
  for (const room of rooms) built = { ...built, ...room.build(built) };
  return built as Built<Ground, Rooms>;
};

/** Every room's handlers over what was built, merged into one map. */
export const roomHandlers = <Rooms extends readonly AnyRoom[]>(
  rooms: Rooms,
  built: object,
): RoomHandlers<Rooms> =>
  Object.assign({}, ...rooms.map((room) => room.handlers(built))) as RoomHandlers<Rooms>;

/** Starts every room in the list's order. */
export const startRooms = async (rooms: readonly AnyRoom[], built: object): Promise<void> => {
  for (const room of rooms) await room.start?.(built);
};

/** Closes every room in the list's reverse order (a room closes before the rooms it uses). */
export const closeRooms = async (rooms: readonly AnyRoom[], built: object): Promise<void> => {
  for (const room of [...rooms].reverse()) await room.close?.(built);
};
