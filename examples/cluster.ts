/**
 * Scaling out: one process per core with node:cluster. A route table is immutable within a
 * process between reloads, so workers share nothing: each draws the same routes, and the
 * primary only forks and restarts them. The same holds behind a process manager (pm2,
 * systemd) or for containers behind a load balancer.
 *
 *   node -r ts-node/register/transpile-only examples/cluster.ts   (WORKERS=2 PORT=3000)
 *   npx autocannon -c 50 -d 10 http://127.0.0.1:3000/photos/1
 */
import cluster from 'node:cluster';
import os from 'node:os';
import express from 'express';
import { Router } from '../src';

const workers = Number(process.env.WORKERS ?? os.availableParallelism());
const port = Number(process.env.PORT ?? 3000);

function worker(): void {
  const router = new Router({ sourceLocations: false }).draw((r) => {
    r.root('pages#home');
    r.resources('photos', (r) => r.resources('comments', { only: ['index', 'show'] }));
    r.namespace('admin', (r) => r.resources('users'));
  });
  router.controllers.register('pages', { home: (_req: express.Request, res: express.Response) => res.send('home') });
  router.controllers.register('photos', {
    index: (_req: express.Request, res: express.Response) => res.json([]),
    show: (req: express.Request, res: express.Response) => res.json({ id: req.params.id, pid: process.pid }),
  });
  const app = express();
  app.use(router.middleware());
  // Workers listen on the same port; the primary hands out the connections.
  app.listen(port, '127.0.0.1');
}

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
  let stopping = false;
  process.on('SIGTERM', () => {
    stopping = true;
    for (const child of Object.values(cluster.workers ?? {})) child?.kill();
  });
  // A worker that dies is replaced; nothing else to hand over, the table lives in its code.
  cluster.on('exit', (dead, code) => {
    if (stopping) return;
    console.error(`worker ${dead.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  console.log(`railroute cluster: ${workers} workers on http://127.0.0.1:${port}`);
} else {
  worker();
  if (cluster.isPrimary) console.log(`railroute: one process on http://127.0.0.1:${port}`);
}
