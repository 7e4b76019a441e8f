// The fewest tests each suite may run (tests/floors.json; raise them as tests are added). A
// suite whose file pattern stops matching, or that loses tests, fails the run instead of
// vanishing from a green summary. Used by tools/test/test.mjs.
import { readFileSync } from "node:fs";

/** The floors kept in the repository: { suite: fewest tests }. */
export function readFloors(file = "tests/floors.json") {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Why `ran` tests of `suite` are not enough, or null when they are. */
export function floorProblem(floors, suite, ran) {
  const minimum = floors[suite];
  if (minimum === undefined) return `no floor for "${suite}"`;
  if (ran < minimum) return `ran ${ran}, fewer than its floor of ${minimum}`;
  return null;
}
