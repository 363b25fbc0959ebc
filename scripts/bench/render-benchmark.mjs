// The render of a page nobody has cached (issue 38): `renders` requests one after the other, each
// for an address the shared page cache has not seen (`?visit=N`), so each is rendered in full,
// with the catalogue's read caches warm as in a shop in use (the spec's noCache hint would skip
// those too and measure the database instead). The render's own time comes from the page's
// Server-Timing header (measured in the shop's process around renderToString, loaders excluded);
// the CPU per request is the shop processes' and PostgreSQL's from /proc over the whole run.
import { serverCpuSeconds } from '../process-cpu.mjs';

/** @param {{ base: string, serverPid: number }} bench */
export async function uncachedRenderBenchmark({ base, serverPid }, { name, path, renders = 1000 }) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const address = (visit) => `${base}${path}?visit=${visit}-${Date.now()}`;
  for (let warm = 0; warm < 50; warm++) await (await fetch(address(warm), { headers })).arrayBuffer();
  const renderMs = [];
  const cpuBefore = serverCpuSeconds(serverPid);
  const started = performance.now();
  let elements = 0;
  for (let index = 0; index < renders; index++) {
    const response = await fetch(address(index), { headers });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    const html = await response.text();
    if (index === 0) elements = (html.match(/<[a-zA-Z]/g) ?? []).length;
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (timing) renderMs.push(Number(timing[1]));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = serverCpuSeconds(serverPid);
  renderMs.sort((a, b) => a - b);
  const perRequest = (key) => Math.round(((cpuAfter[key] - cpuBefore[key]) * 10_000) / renders) / 10;
  const mean = renderMs.reduce((sum, value) => sum + value, 0) / Math.max(1, renderMs.length);
  return {
    name,
    path,
    requestsPerSecond: Math.round(renders / seconds),
    latencyP50Ms: null,
    latencyP99Ms: null,
    non2xx: 0,
    errors: 0,
    javascript: null,
    render: {
      renders: renderMs.length,
      meanMs: Math.round(mean * 100) / 100,
      p50Ms: renderMs[Math.floor(renderMs.length / 2)] ?? null,
      p99Ms: renderMs[Math.floor(renderMs.length * 0.99)] ?? null,
      elements,
      cpuPerRequestMs: { shop: perRequest('shop'), postgres: perRequest('postgres') },
    },
  };
}
