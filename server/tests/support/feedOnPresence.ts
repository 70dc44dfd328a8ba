/** A TableFeed of table 'T' on a real LocalPresence, with every item it publishes and every line it logs. */
import { LocalPresence } from '@colyseus/core';
import { emberforge } from '../../../shared/games/emberforge/module.js';
import { TableState } from '../../schema/TableState.js';
import { feedChannel, requestChannel, type FeedItem, type SnapshotRequest } from '../../audience/feedWire.js';
import { TableFeed } from '../../audience/tableFeed.js';

export function feedOnPresence(state = new TableState()) {
  const presence = new LocalPresence();
  const items: FeedItem[] = [];
  void presence.subscribe(feedChannel('T'), (m: FeedItem) => items.push(m));
  const logged: string[] = [];
  const feed = new TableFeed(presence, {
    tableId: 'T',
    state,
    module: emberforge,
    spectatorsAllowed: () => true,
    publicView: () => null,
    spectatorHistory: () => [],
    countChanged: () => {},
    now: () => Date.now(),
    log: (m) => logged.push(m),
  });
  /** An audience room asks for its first snapshot: from now on the table has a follower. */
  const follow = () => presence.publish(requestChannel('T'), { k: 'snapshot', room: 'R1' } satisfies SnapshotRequest);
  return { presence, items, logged, feed, follow };
}
