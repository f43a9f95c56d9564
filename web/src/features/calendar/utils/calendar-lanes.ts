import type { DaySpan } from './calendar-items.ts';

/** Where an item sits across its day's column: lane `lane` of `lanes` side-by-side lanes. */
export interface LanePlace {
  lane: number;
  lanes: number;
}

/**
 * Side-by-side lanes for a day's overlapping items (issue 29: nothing hides another booking).
 * Items that overlap, directly or through a chain of overlaps, form a cluster; each takes the
 * first lane free at its start, and the cluster is as wide as the lanes it needed, so an item
 * with no neighbour keeps the whole column. An item that ends when another starts does not
 * overlap it. Answers a place per item, in the order given.
 */
export function laneLayout(items: readonly DaySpan[]): LanePlace[] {
  const order = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.start - b.item.start || b.item.end - a.item.end || a.index - b.index);
  const places: LanePlace[] = items.map(() => ({ lane: 0, lanes: 1 }));
  let cluster: number[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const closeCluster = () => {
    for (const index of cluster) (places[index] as LanePlace).lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const { item, index } of order) {
    if (item.start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = Math.max(item.end, item.start + 1);
    (places[index] as LanePlace).lane = lane;
    cluster.push(index);
    clusterEnd = Math.max(clusterEnd, laneEnds[lane] as number);
  }
  closeCluster();
  return places;
}
