/**
 * Subscribes 14 listeners to one game on the in-process event bus (a crowd of spectators),
 * publishes one event, and prints how many listeners received it. Run as a process of its own
 * by test/api/hardening.test.ts, which reads its stderr: Node prints its listener-leak warning
 * there, outside anything jest can observe.
 */
import { InProcessGameEventBus } from '../../../api/pubsub';

const bus = new InProcessGameEventBus();
let delivered = 0;
const stops = Array.from({ length: 14 }, () => bus.subscribe('game-1', () => delivered++));
bus.publish({ gameId: 'game-1', index: 0, seat: 0, action: {}, log: [], actionCount: 1, createdAt: new Date() });
for (const stop of stops) stop();
setImmediate(() => console.log(`delivered ${delivered}`));
