/**
 * `npm run bench:server`: autocannon against the production server, with nginx serving the same files
 * as the reference; writes bench/results/server.md. Targets: docs/product-rules.md (speed budgets).
 */
import { execSync } from "node:child_process";
import { chmodSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { machineLine, root, run, seedTestimonials, startSiteServer, tempDir, waitForUrl } from "./lib";

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const SITE_PORT = 3700;
const NGINX_PORT = 3701;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Answers with another status than the request's success (2xx, or `expected`) */
  unexpected: number;
  statusCodes: Record<string, number>;
}

/** autocannon on `options`; `expected`: the success status when it is not a 2xx (a form post's 303). */
async function measure(name: string, options: autocannon.Options, expected?: number): Promise<Figures> {
  console.info(`\n== ${name}`);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
      code,
      (stat as { count: number }).count,
    ]),
  );
  const success = (code: number) => (expected === undefined ? code >= 200 && code <= 299 : code === expected);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    unexpected: Object.entries(statusCodes)
      .filter(([code]) => !success(Number(code)))
      .reduce((sum, [, count]) => sum + count, 0),
    statusCodes,
  };
}

function ensureNginx() {
  if (existsSync("/usr/sbin/nginx")) return;
  run(
    "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx",
  );
}

/**
 * nginx serving `html` as a file at / (the home page as the site renders it: nothing is prerendered
 * any more, so the reference serves the same bytes from disk).
 */
async function startNginx(html: string) {
  ensureNginx();
  const dir = tempDir("bench-nginx-");
  const clientDir = tempDir("bench-nginx-root-");
  writeFileSync(path.join(clientDir, "index.html"), html);
  // nginx's workers run as another user: the page must be theirs to read.
  chmodSync(clientDir, 0o755);
  chmodSync(path.join(clientDir, "index.html"), 0o644);
  const config = `
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  execSync(`/usr/sbin/nginx -c ${dir}/nginx.conf`);
  await waitForUrl(`http://127.0.0.1:${NGINX_PORT}/`);
  return () => execSync(`/usr/sbin/nginx -c ${dir}/nginx.conf -s stop`);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") run("npm run build");
  const dataDir = tempDir("bench-data-");
  const site = await startSiteServer(SITE_PORT, { DATA_DIR: dataDir, RATE_LIMIT_MAX: "0" });
  const stopNginx = await startNginx(await (await fetch(`${site.url}/`)).text());
  const results: Figures[] = [];
  try {
    await seedTestimonials(site.url, 50, dataDir);
    const listed = await (await fetch(`${site.url}/testimonials`)).text();
    const shown = (listed.match(/out of 5 stars/g) ?? []).length;
    if (shown !== 50) throw new Error(`expected 50 testimonials on the page, found ${shown}`);

    results.push(
      await measure("nginx: GET / (the same page as a file)", { url: `http://127.0.0.1:${NGINX_PORT}/` }),
    );
    results.push(await measure("node: GET / (rendered once per publish, kept)", { url: `${site.url}/` }));
    results.push(
      await measure("node: GET /testimonials (server-rendered, 50 approved)", {
        url: `${site.url}/testimonials`,
      }),
    );
    // What a browser asks for: every browser sends Accept-Encoding, and the
    // page (about 100 KB of HTML with 50 testimonials) goes out as ~12 KB of brotli.
    results.push(
      await measure("node: GET /testimonials, Accept-Encoding: br, gzip (as browsers send)", {
        url: `${site.url}/testimonials`,
        headers: { "accept-encoding": "br, gzip" },
      }),
    );
    results.push(
      await measure(
        "node: POST /testimonials (the form's submit, by the page or the site script: 303; rate limit off)",
        {
          url: `${site.url}/testimonials`,
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          // Each one different ([<id>], filled in by autocannon): the same testimonial sent
          // again is kept once (app/server/same-submission.server.ts), and this measures storing.
          body: `${new URLSearchParams({ name: "Bench", rating: "5" })}&feedback=Benchmark+feedback+[<id>].`,
          idReplacement: true,
        },
        303,
      ),
    );
  } finally {
    stopNginx();
    await site.stop();
  }

  const [nginx, home, testimonialsRaw, testimonials] = results as [
    Figures,
    Figures,
    Figures,
    Figures,
    Figures,
  ];
  const homeRatio = home.requestsPerSecond / nginx.requestsPerSecond;
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.requestsPerSecond.toLocaleString("en-US")} | ${r.p50} | ${r.p99} | ${r.errors + r.unexpected} | ${r === home ? `${(homeRatio * 100).toFixed(0)}% of nginx` : ""} |`,
  );
  const verdict = (ok: boolean) => (ok ? "met" : "**not met**");
  const md = `# Server benchmark

Run ${new Date().toISOString()} on ${machineLine()}. autocannon, ${CONNECTIONS} connections, ${DURATION} s each, loopback; no compression requested unless the row says so.

| request | requests/s | p50 ms | p99 ms | errors + unexpected statuses | vs reference |
| --- | ---: | ---: | ---: | ---: | --- |
${rows.join("\n")}

Targets:
- GET / at least half of nginx's rate: ${(homeRatio * 100).toFixed(0)}% (${verdict(homeRatio >= 0.5)})
- GET /testimonials at least 1,000 requests/s with p99 under 50 ms, as browsers request it (compressed): ${testimonials.requestsPerSecond} req/s, p99 ${testimonials.p99} ms (${verdict(testimonials.requestsPerSecond >= 1000 && testimonials.p99 < 50)}); uncompressed: ${testimonialsRaw.requestsPerSecond} req/s, p99 ${testimonialsRaw.p99} ms

Database: embedded PGlite (the default), rate limit off (RATE_LIMIT_MAX=0).
`;
  writeFileSync(path.join(root, "bench/results/server.md"), md);
  writeFileSync(
    path.join(root, "bench/results/server.json"),
    `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.info(`\n${md}`);
}

await main();
process.exit(0);
