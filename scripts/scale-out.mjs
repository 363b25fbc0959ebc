// `npm run scale-out`: the shop as it runs on several machines (docs/operations.md, "Several
// machines"), tried out on this one: Debian's PostgreSQL as the shared database, two shop processes
// (each as on its own host: its own port, one process, the same DATABASE_URL and a shared DATA_DIR
// for pictures and uploads) and Debian's nginx as the load balancer in front. Needs a built shop
// (`npm run build`) and the Debian packages nginx-light and postgresql (installed when missing and
// run as root; `--install-only` does only that). Stays up until Ctrl+C; `--bench` measures through
// the balancer and stops.
//
// The browser test tests/e2e/scale-out.spec.ts starts the same set-up and kills one shop process
// in the middle of checkouts.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresBin = '/usr/lib/postgresql/15/bin';
const nginxBin = '/usr/sbin/nginx';
const isRoot = process.getuid?.() === 0;

/** Debian's nginx and PostgreSQL 15; installed with apt when missing and allowed. */
export function ensureDebianPackages() {
  const missing = [
    ...(existsSync(nginxBin) ? [] : ['nginx-light']),
    ...(existsSync(`${postgresBin}/postgres`) ? [] : ['postgresql-15']),
  ];
  if (missing.length === 0) return;
  if (!isRoot) throw new Error(`Please install the Debian packages ${missing.join(' ')} (apt-get install).`);
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const again = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit' });
    if (again.status !== 0) throw new Error(`apt-get could not install ${missing.join(' ')}`);
  }
}

/** PostgreSQL refuses to run as root: as root its programs run as Debian's `postgres` user. */
function asPostgresUser(command, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function startPostgres(dir, port) {
  const dataDir = path.join(dir, 'postgres');
  const password = randomBytes(18).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const passwordFile = path.join(dir, 'postgres-password');
  writeFileSync(passwordFile, password);
  if (isRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
    chownSync(dataDir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  chmodSync(dataDir, 0o700);
  const run = (command, args) => {
    const [program, programArgs] = asPostgresUser(`${postgresBin}/${command}`, args);
    execFileSync(program, programArgs, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'postgres.log'), '-o', options, '-w', 'start']);
  const maintenance = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` });
  await maintenance.connect();
  await maintenance.query('create database spiegelshop');
  await maintenance.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/spiegelshop`,
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}

/** The uid and gid of Debian's `postgres` user (made by the postgresql package). */
function postgresUser() {
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  if (!entry) throw new Error("Debian's postgres user is missing: apt-get install postgresql-15");
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** One shop process as on its own host: one process, the shared database and DATA_DIR. */
function startShop({ port, databaseUrl, dataDir, publicUrl, env }) {
  const child = spawn(process.execPath, ['build/server-main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { port, child, exited, output: () => output };
}

async function waitForHealth(url, what, exited) {
  let gone = false;
  void exited?.then(() => (gone = true));
  for (let attempt = 0; attempt < 1200 && !gone; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

function nginxConfig({ dir, port, shopPorts }) {
  return `# The load balancer in front of the shop processes (generated by scripts/scale-out.mjs).
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream spiegelshop {
${shopPorts.map((shopPort) => `    server 127.0.0.1:${shopPort} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    # Uploads (order property files 10 MB, block pictures 15 MB) pass; the shop checks them.
    client_max_body_size 16m;
    location / {
      proxy_pass http://spiegelshop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is gone: reads go to the next one; a POST is never sent twice (the shop's
      # idempotency keys let the browser repeat an order safely).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

/**
 * Starts PostgreSQL, the shop processes and nginx; `stop()` ends them all. `ports`: the balancer,
 * the database and one per shop process (below the ephemeral range 32768–60999).
 */
export async function startScaleOut({ ports = { balancer: 8088, database: 25432, shops: [3401, 3402] } } = {}) {
  ensureDebianPackages();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spiegelshop-scale-out-'));
  const stops = [];
  const stop = async () => {
    for (const action of stops.reverse()) await action().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const database = await startPostgres(dir, ports.database);
    stops.push(async () => database.stop());
    const sharedDataDir = path.join(dir, 'shared-data');
    mkdirSync(sharedDataDir);
    const balancerUrl = `http://127.0.0.1:${ports.balancer}`;
    // The built-in Mollie sandbox checks its API key: every process must take the same one.
    const env = { SPIEGELSHOP_SANDBOX_API_KEY: `test_${randomBytes(15).toString('hex')}` };
    const shops = ports.shops.map((port) =>
      startShop({ port, databaseUrl: database.url, dataDir: sharedDataDir, publicUrl: balancerUrl, env }),
    );
    stops.push(async () => {
      for (const shop of shops)
        if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGTERM');
      await Promise.all(shops.map((shop) => shop.exited));
    });
    // Started at the same moment on purpose: one migrates and seeds, the other waits (a lock).
    await Promise.all(
      shops.map((shop) => waitForHealth(`http://127.0.0.1:${shop.port}`, `shop on ${shop.port}`, shop.exited)),
    );
    const configFile = path.join(dir, 'nginx.conf');
    writeFileSync(configFile, nginxConfig({ dir, port: ports.balancer, shopPorts: ports.shops }));
    const nginx = spawn(nginxBin, ['-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    const nginxExited = new Promise((resolve) => nginx.on('exit', resolve));
    stops.push(async () => {
      nginx.kill('SIGQUIT');
      await nginxExited;
    });
    await waitForHealth(balancerUrl, 'nginx', nginxExited);
    return { balancerUrl, databaseUrl: database.url, shops, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function benchThroughBalancer(balancerUrl) {
  const { default: autocannon } = await import('autocannon');
  const session = await fetch(`${balancerUrl}/api/getSession`);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
  const product = await fetch(`${balancerUrl}/x_100`, { redirect: 'manual' });
  const productPath = new URL(product.headers.get('location') ?? '/x_100', balancerUrl).pathname;
  const runs = [
    { name: 'home (de)', path: '/' },
    { name: 'product page', path: productPath },
    { name: 'product page, with a session', path: productPath, cookie },
    { name: 'BFF getInit (GET)', path: '/api/getInit?body=%7B%7D' },
  ];
  const rows = [];
  for (const run of runs) {
    const headers = { 'accept-encoding': 'br, gzip', ...(run.cookie ? { cookie: run.cookie } : {}) };
    await autocannon({ url: balancerUrl + run.path, connections: 20, duration: 2, headers });
    const result = await autocannon({ url: balancerUrl + run.path, connections: 20, duration: 10, headers });
    rows.push({
      page: run.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
    });
  }
  console.table(rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--install-only')) {
  ensureDebianPackages();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(path.join(root, 'build', 'server-main.js'))) {
    console.error('Build the shop first: npm run build');
    process.exit(1);
  }
  const setUp = await startScaleOut();
  console.log(
    `Spiegelshop behind nginx: ${setUp.balancerUrl} (shops on ${setUp.shops.map((shop) => shop.port).join(', ')})`,
  );
  if (process.argv.includes('--bench')) {
    await benchThroughBalancer(setUp.balancerUrl);
    await setUp.stop();
  } else {
    const stopOnSignal = () => void setUp.stop().then(() => process.exit(0));
    process.once('SIGINT', stopOnSignal);
    process.once('SIGTERM', stopOnSignal);
  }
}
