/*
 * What the desk does with each heartbeat's outcome. A failed beat (server away) or a refused one (another desk
 * took the name) is said once when it starts and once when it ends, never dropped: while beats fail, other desks
 * see this desk's open fetches as outcome unknown once the lease runs out, and a refused beat means this desk
 * may not fetch under its name (every claim checks the name again in its own transaction).
 */

interface HeartbeatWatch {
  beat: (claimed: boolean) => void;
  failed: (error: unknown) => void;
}

type BeatState = 'ok' | 'failing' | 'name-taken';

export function heartbeatWatch(
  desk: string,
  log: (message: string, error?: unknown) => void = (message, error) =>
    console.error(`desk: ${message}`, ...(error === undefined ? [] : [error])),
): HeartbeatWatch {
  let state: BeatState = 'ok';
  const enter = (next: BeatState, error?: unknown) => {
    if (next === state) return;
    const was = state;
    state = next;
    if (next === 'failing') {
      log(
        `the heartbeat of desk "${desk}" failed; its fetches stay its own only while the lease lasts`,
        error,
      );
    } else if (next === 'name-taken') {
      log(
        `another desk took over the name "${desk}" on the shared ledger: this desk no longer fetches under it`,
      );
    } else {
      log(`the heartbeat of desk "${desk}" is back (was ${was})`);
    }
  };
  return {
    beat: (claimed) => enter(claimed ? 'ok' : 'name-taken'),
    failed: (error) => enter('failing', error),
  };
}
