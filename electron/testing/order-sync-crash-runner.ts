/*
 * A second process for the order-sync resume test: a desk core on a data dir syncs the order book from a
 * sandbox and reports every progress event on stdout (`progress {...}`), until the test kills it with SIGKILL.
 * Run with the tsx loader in this very process (`node --import tsx order-sync-crash-runner.ts <dataDir>
 * <sandboxUrl> <token> <ownerId>`), so the signal hits the desk itself.
 */
import { createDeskCore } from '../app/desk-core';
import { testDeskCoreOptions } from './test-desk-core-options';

const [dataDir, sandboxUrl, token, ownerId] = process.argv.slice(2);
if (!dataDir || !sandboxUrl || !token || !ownerId) {
  console.error('usage: order-sync-crash-runner.ts <dataDir> <sandboxUrl> <token> <ownerId>');
  process.exit(2);
}
// Never outlive a test that failed to kill us.
setTimeout(() => process.exit(3), 30_000);

const core = await createDeskCore(testDeskCoreOptions(dataDir));
core.services.settings.update({ gateway: { mode: 'custom', baseUrl: sandboxUrl }, ownerId });
core.services.vault.write(token);
// The settings' one shop becomes the ledger's first shop: the shop the sync covers.
await core.services.shops.start();
core.events.subscribe((event, payload) => {
  // On Linux, writes to a pipe are synchronous: a report is in the parent's pipe before the next write starts.
  if (event === 'orders.sync.progress') process.stdout.write(`progress ${JSON.stringify(payload)}\n`);
});
const outcome = await core.dispatch('orders.sync', { confirmPoints: 10_000 });
process.stdout.write(`done ${JSON.stringify(outcome)}\n`);
