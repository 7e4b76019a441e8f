/** A copy of `set` with `ids` added (on) or removed (off): the panel's selected and busy items. */
export function withIds(
  set: ReadonlySet<string>,
  ids: readonly string[],
  on: boolean,
): Set<string> {
  const copy = new Set(set);
  for (const id of ids) {
    if (on) copy.add(id);
    else copy.delete(id);
  }
  return copy;
}
