// Order within a module (lessons) or a lesson (exercises): positions are kept 0..n-1.

type Positioned = { id: number; position: number };

/**
 * The ids in their new order once `id` is moved to `index` among the others (0 = first; past the end =
 * last). `rows` come in their current order; an id not among them is inserted at `index`.
 */
export const moveInOrder = (rows: readonly Positioned[], id: number, index: number): number[] => {
  const rest = rows.map((row) => row.id).filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
};

/** Calls `write` for each row whose position is not its index in `order` (rows not in `rows` count as changed). */
export const writePositions = async (
  rows: readonly Positioned[],
  order: readonly number[],
  write: (id: number, position: number) => PromiseLike<unknown>,
) => {
  const stored = new Map(rows.map((row) => [row.id, row.position]));
  for (const [position, id] of order.entries()) {
    if (stored.get(id) !== position) await write(id, position);
  }
};
