/**
 * One scripted outage sequence against real processes: three server instances (server/main.ts) sharing one
 * PostgreSQL database (pg-cluster.ts), started while the database is down, then the database brought up, feedback
 * posted in bursts across the instances while a reader requests pages, one instance killed with SIGKILL mid-burst,
 * the database stopped mid-burst as a crash would (`pg_ctl stop -m immediate`) and started again. Through all of it
 * every page answers 200 from the instances alive at that moment, every refusal is a 503 with Retry-After, and the
 * database ends up holding exactly the acknowledged responses, each once.
 */
import pg from 'pg';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {FEEDBACK_PATH} from '../../common/feedback.js';
import {validBody} from './feedback-helpers.js';
import {createFixture} from './fixture.js';
import {startPgCluster, type PgCluster} from './pg-cluster.js';
import {ServerProcesses, type ServerProcess} from './serverProcess.js';

const fixture = createFixture();
const servers = new ServerProcesses();
let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);
afterAll(async () => {
  servers.killAll();
  await cluster?.remove();
  fixture.remove();
});

type Body = ReturnType<typeof validBody>;
const pages = ['/quickstart', '/', '/how-to-guides/'];

const post = (instance: ServerProcess, body: Body) =>
  fetch(`${instance.url}${FEEDBACK_PATH}`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});

const feedbackState = async (instance: ServerProcess) =>
  ((await (await fetch(`${instance.url}/healthz`)).json()) as {feedback: {state: string}}).feedback.state;

it('three instances through a database down at start, an instance killed and a database crash mid-burst: pages 200 throughout, every acknowledged response stored once', {timeout: 180_000}, async () => {
  const databaseUrl = await cluster.createDatabase('chaos');
  await cluster.stopServer();

  // Whatever fails in a loop below ends every wait at once, with that failure, rather than at the test's timeout.
  let failure: unknown;
  const fail = (error: unknown) => void (failure ??= error);
  const waitFor = async (what: string, done: () => boolean | Promise<boolean>, limitMs = 60_000) => {
    const deadline = Date.now() + limitMs;
    while (!(await done())) {
      if (failure !== undefined) throw failure;
      if (Date.now() > deadline) throw new Error(`Still waiting for ${what} after ${limitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  // The database is down: the instances start all the same, and serve pages.
  const instances = await Promise.all([0, 1, 2].map(() => servers.start(fixture.buildDir, {FEEDBACK_DATABASE_URL: databaseUrl, FEEDBACK_RATE_LIMIT: '9999999'})));
  const victim = instances[0]!;
  let victimKilled = false;
  const alive = () => instances.filter((instance) => !(instance === victim && victimKilled));

  let finished = false;
  const pageStatuses = new Map<number, number>();
  const reader = (async () => {
    for (let n = 0; !finished; n++) {
      const targets = alive();
      const instance = targets[n % targets.length]!;
      const page = pages[n % pages.length]!;
      try {
        const response = await fetch(`${instance.url}${page}`);
        await response.arrayBuffer();
        pageStatuses.set(response.status, (pageStatuses.get(response.status) ?? 0) + 1);
        if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      } catch (error) {
        // A request in flight to the instance being killed may fail; one to a live instance may not.
        if (!(instance === victim && victimKilled)) throw error;
      }
    }
  })().catch(fail);

  for (const instance of instances) {
    const refused = await post(instance, validBody());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await feedbackState(instance)).toBe('unavailable');
  }

  // The database comes up: each instance opens its store in the background.
  await cluster.startServer();
  await waitFor('every instance to open its store', async () => (await Promise.all(instances.map(feedbackState))).every((state) => state === 'open'));

  const acknowledged: string[] = [];
  // Responses sent but not acknowledged (refused with 503, or cut off by the kill): resent, as the survey does.
  const unacknowledged: Body[] = [];
  const postStatuses = new Map<number, number>();
  let refusals = 0;
  let databaseDown = false;
  let answeredWhileDown = 0;
  let sending = true;
  const sender = async (lane: number) => {
    for (let n = 0; sending; n++) {
      const body = unacknowledged.shift() ?? validBody();
      const targets = alive();
      const instance = targets[(lane + n) % targets.length]!;
      let response: Response;
      try {
        response = await post(instance, body);
      } catch (error) {
        if (!(instance === victim && victimKilled)) throw error;
        unacknowledged.push(body);
        continue;
      }
      postStatuses.set(response.status, (postStatuses.get(response.status) ?? 0) + 1);
      if (databaseDown) answeredWhileDown += 1;
      if (response.status === 201 || response.status === 200) {
        acknowledged.push(String(body.id));
      } else if (response.status === 503) {
        expect(response.headers.get('retry-after')).toBe('30');
        refusals += 1;
        unacknowledged.push(body);
        // While the database is down, do not spin.
        await new Promise((resolve) => setTimeout(resolve, 20));
      } else {
        throw new Error(`Feedback answered ${response.status}: ${await response.text()}`);
      }
    }
  };
  const senders = Array.from({length: 9}, (_, lane) => sender(lane).catch(fail));

  await waitFor('a first burst to be acknowledged', () => acknowledged.length >= 150);
  victimKilled = true;
  victim.child.kill('SIGKILL');
  await waitFor('the burst to go on after the kill', () => acknowledged.length >= 300);

  await cluster.stopServer('immediate');
  databaseDown = true;
  await waitFor('answers while the database is down', () => answeredWhileDown >= 20);
  await cluster.startServer();
  databaseDown = false;
  const acknowledgedBefore = acknowledged.length;
  await waitFor('the burst to be stored again', () => acknowledged.length >= acknowledgedBefore + 150);

  sending = false;
  await Promise.all(senders);
  // What was still unacknowledged is resent until it is: nothing is given up on.
  for (let body = unacknowledged.shift(); body !== undefined; body = unacknowledged.shift()) {
    const response = await post(alive()[0]!, body);
    expect([200, 201]).toContain(response.status);
    acknowledged.push(String(body.id));
  }
  finished = true;
  await reader;
  if (failure !== undefined) throw failure;

  const client = new pg.Client({connectionString: databaseUrl});
  await client.connect();
  try {
    const {rows} = await client.query<{id: string}>('SELECT id FROM responses');
    // Stored exactly once each, none lost, none stored that was never acknowledged.
    expect(rows.map((row) => row.id).sort()).toEqual([...new Set(acknowledged)].sort());
    expect(rows.length).toBeGreaterThanOrEqual(450);
  } finally {
    await client.end();
  }

  expect(victim.child.signalCode).toBe('SIGKILL');
  for (const instance of alive()) expect(instance.child.exitCode).toBeNull();
  expect([...pageStatuses.keys()]).toEqual([200]);
  expect(pageStatuses.get(200)).toBeGreaterThan(0);
  expect([...postStatuses.keys()].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
  expect(refusals).toBeGreaterThanOrEqual(20);
});
