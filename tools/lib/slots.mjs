// Work shared among a fixed number of slots: each slot takes the next item as soon as it is free,
// so a long item never holds the others back. A slot is what one worker owns (a server, a
// browser context), passed to each call it runs.

/**
 * Runs `work(item, slot)` for every item, `slots.length` at a time, each call with a slot of its
 * own. Resolves with the results in the items' order; rejects with the first error once every
 * slot has stopped (a slot stops taking items after an error).
 * @template Item, Slot, Result
 * @param {readonly Item[]} items
 * @param {readonly Slot[]} slots
 * @param {(item: Item, slot: Slot) => Promise<Result>} work
 * @returns {Promise<Result[]>}
 */
export async function inSlots(items, slots, work) {
  if (!slots.length) throw new Error("inSlots needs at least one slot");
  const results = new Array(items.length);
  let next = 0;
  let failed = false;
  const run = async (slot) => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index], slot);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(slots.map(run));
  const rejected = settled.find((outcome) => outcome.status === "rejected");
  if (rejected) throw rejected.reason;
  return results;
}
