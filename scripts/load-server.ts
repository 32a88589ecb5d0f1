import { startOfflineApi } from './offline-api';

/**
 * The API of `npm run load`, in a process of its own (forked by scripts/load.ts), so the load
 * generator does not share its event loop: it reports its address, and stops when the parent goes.
 */
const api = await startOfflineApi();
process.send!({ baseUrl: api.baseUrl });
process.on('disconnect', () => {
  void api.stop().finally(() => process.exit(0));
});
