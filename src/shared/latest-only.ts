/**
 * Request generations for the admin screens' lists and steps (issue 43): of the requests made
 * through one of these, only the newest may answer. A late answer to an older request, or to
 * one whose answer was dropped (a change made meanwhile, a cancel, the screen closing), is
 * ignored instead of overwriting what is shown.
 */
export interface Generation {
  /** True while no newer request has begun and nothing was dropped since this one began. */
  current(): boolean;
  /** This request has its answer (or failed): `pending` is false again if it is the newest. */
  finish(): void;
}

export interface LatestOnly {
  /** Starts a request: every one before it is stale from now on. */
  begin(): Generation;
  /** Makes every request still on its way stale. */
  drop(): void;
  /** Whether the newest request's answer is still awaited. */
  readonly pending: boolean;
}

export function latestOnly(): LatestOnly {
  let generation = 0;
  let waiting = false;
  return {
    begin() {
      const mine = ++generation;
      waiting = true;
      const current = () => mine === generation;
      return {
        current,
        finish: () => {
          if (current()) waiting = false;
        },
      };
    },
    drop() {
      generation++;
      waiting = false;
    },
    get pending() {
      return waiting;
    },
  };
}
