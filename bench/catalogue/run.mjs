// bench/catalogue: the game list (GET /wps/relay/GCSGAME_gameList) on the ~10,000-game demo
// catalogue, requests per second and latency through the HTTP API on PostgreSQL, printed beside a
// raw-SQL client running the same statement on the same database in the same run, as a ratio. It
// prints figures; it never fails on a time.
//
//   npm run bench:catalogue               # PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL
//   BENCH_SECONDS=20 BENCH_CLIENTS=64 npm run bench:catalogue
//
// The catalogue is the demo feed, loaded with the ops command as an operator would
// (`cli.js catalogue import`, docs/catalogue-feed.md). Two workloads, as a guest (the route is
// public; without a session there are no hearts to look up):
//   list page  ?gameType=RNG&vassalage=LNS&select=ALL&pageNo=<random page>&pageSize=30
//   search     ?gameType=RNG&keyword=<a word from the feed's slot names, at random>
// To answer, the server runs one statement (games.repository.ts listGames: the page, and the
// total by a window count; a second statement counts only for a page past the last, which these
// workloads never ask for), and it remembers guests' pages for a while (games.service.ts): the
// "statements per request" line says how many requests reached the database. The raw clients run
// that statement, as the server sends it (unnamed, the same parameters), on as many connections
// as there are HTTP clients.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import autocannon from 'autocannon';
import pg from 'pg';

import { buildStale } from '../../scripts/build.mjs';
import { ROOT } from '../../scripts/lib.mjs';
import { measureFloor, p99AgainstTarget } from '../lib/floor.mjs';
import { benchDatabaseUrl, dropDatabase, freshDatabase } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { printTable, summarize } from '../lib/stats.mjs';
import { commits, commitsAfterServerRun, measureCpu } from '../lib/usage.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 64);
const DATABASE = 'perya_bench_catalogue';
const FEED = join(ROOT, 'apps/server/seed-data/demo-feed.json.gz');
// Browsers ask for compressed answers (BENCH_ACCEPT_ENCODING="br, gzip"); by default the bench
// measures plain JSON, which is what the raw reference returns too.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || null;
const GAME_TYPE = 'RNG';
const VENDOR = 'LNS';
const PAGE_SIZE = 30; // GAME_PAGE_SIZE in packages/contracts

// The statement of games.repository.ts listGames as Drizzle renders it, for a guest (member 0:
// the favourites and recent-games joins find nothing) with select=ALL. Only the filters differ
// between the two workloads: the vendor for the list page, the name pattern for the search.
const listSql = (filter) => `
      select "games"."node_id" as "nodeId", "games"."vendor_code" as "vendorCode", "games"."game_code" as "gameCode",
             "games"."game_type" as "gameType", "games"."display_name" as "displayName", "games"."icon_url" as "iconUrl",
             "games"."large_icon_url" as "largeIconUrl", "games"."is_game" as "isGame", "games"."classify" as "classify",
             "games"."is_hot" as "isHot", "games"."is_new" as "isNew", "games"."is_maintenance" as "isMaintenance",
             "games"."sort_order" as "sortOrder", "game_vendors"."display_name" as "vendorName",
             "game_vendors"."is_maintenance" as "vendorMaintenance", (f.member_id is not null) as "isFavorite",
             count(*) over () as "total"
      from "games"
      join "game_vendors" on "game_vendors"."code" = "games"."vendor_code"
      left join "member_favorites" f on f.node_id = "games"."node_id" and f.member_id = $1
      left join "member_recent_games" r on r.node_id = "games"."node_id" and r.member_id = $2
      where "games"."is_enabled" and "game_vendors"."is_enabled" and "games"."game_type" = $3 and ${filter}
      order by "games"."sort_order", "games"."node_id"
      limit $5 offset $6`;
const PAGE_SQL = listSql(`"games"."vendor_code" = $4`);
const SEARCH_SQL = listSql(`lower("games"."display_name") like $4`);

/** The server's search pattern (games.repository.ts likePattern): `%` and `_` typed are letters. */
const likePattern = (keyword) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The two workloads: for each request, the URL the HTTP clients ask for and the raw clients' statement. */
const workloads = ({ pages, keywords }) => [
  {
    name: 'list page',
    title: `list page: ?gameType=${GAME_TYPE}&vassalage=${VENDOR}&select=ALL&pageNo=1..${pages}&pageSize=${PAGE_SIZE}`,
    next: () => {
      const page = 1 + Math.floor(Math.random() * pages);
      return {
        path: `/wps/relay/GCSGAME_gameList?gameType=${GAME_TYPE}&vassalage=${VENDOR}&select=ALL&pageNo=${page}&pageSize=${PAGE_SIZE}`,
        text: PAGE_SQL,
        values: [0, 0, GAME_TYPE, VENDOR, PAGE_SIZE, (page - 1) * PAGE_SIZE],
      };
    },
  },
  {
    name: 'search',
    title: `search: ?gameType=${GAME_TYPE}&keyword=<one of ${keywords.length} words of slot names>`,
    next: () => {
      const keyword = pick(keywords);
      return {
        path: `/wps/relay/GCSGAME_gameList?gameType=${GAME_TYPE}&keyword=${encodeURIComponent(keyword)}`,
        text: SEARCH_SQL,
        values: [0, 0, GAME_TYPE, likePattern(keyword), PAGE_SIZE, 0],
      };
    },
  },
];

/** The demo catalogue, imported by the ops command (it applies the migrations first). */
const importCatalogue = (databaseUrl) => {
  const run = spawnSync(process.execPath, [join(ROOT, 'apps/server/dist/cli.js'), 'catalogue', 'import', FEED], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`catalogue import failed:\n${run.stdout}${run.stderr}`);
  // The CLI logs its warnings to stdout too: its answer is the line it writes.
  return run.stdout.split('\n').find((line) => line.startsWith('imported')) ?? run.stdout.trim();
};

/** How many list pages the vendor's games fill, and the words the searches use. */
const setUp = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Autovacuum analyses a freshly imported table within a minute or so; analysing now keeps
    // the plans from changing in the middle of a run.
    await client.query('analyze');
    const { rows } = await client.query(
      `select count(*)::int as games from games g join game_vendors v on v.code = g.vendor_code
       where g.is_enabled and v.is_enabled and g.game_type = $1 and g.vendor_code = $2`,
      [GAME_TYPE, VENDOR],
    );
    const pages = Math.ceil(rows[0].games / PAGE_SIZE);
    // Search words: every distinct word of the feed's slot names ("Golden", "Carabao" …).
    const feed = JSON.parse(gunzipSync(readFileSync(FEED)).toString('utf8'));
    const words = new Set(
      feed.games
        .filter((game) => game.type === GAME_TYPE)
        .flatMap((game) => game.name.split(/\s+/))
        .filter((word) => /^[A-Za-z]{3,}$/.test(word)),
    );
    return { games: rows[0].games, pages, keywords: [...words] };
  } finally {
    await client.end();
  }
};

/**
 * Asks the HTTP API and the raw statement the same question and compares the answers (the page's
 * games and the total): a warning, not a failure, when they differ — it means the statement here
 * no longer is the one the server runs (games.repository.ts changed) and the ratio is off.
 */
const checkSameAnswer = async (serverUrl, databaseUrl, workload) => {
  const { path, text, values } = workload.next();
  const answer = await (await fetch(`${serverUrl}${path}`)).json();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(text, values);
    const http = { ids: answer.value?.content?.map((game) => game.nodeId), total: answer.value?.total };
    const raw = { ids: rows.map((row) => Number(row.nodeId)), total: Number(rows[0]?.total ?? 0) };
    if (JSON.stringify(http) !== JSON.stringify(raw)) {
      console.warn(`warning: ${workload.name}: the HTTP API and the raw statement answer ${path} differently`);
    }
  } finally {
    await client.end();
  }
};

/** The reference: a raw client per HTTP client, each running the statement back to back. */
const runRawSql = async (databaseUrl, workload) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS });
  const latencies = [];
  let running = true;
  const worker = async () => {
    const connection = await pool.connect();
    try {
      while (running) {
        const { text, values } = workload.next();
        const started = performance.now();
        await connection.query(text, values);
        latencies.push(performance.now() - started);
      }
    } finally {
      connection.release();
    }
  };
  const workers = Array.from({ length: CLIENTS }, worker);
  await new Promise((done) => setTimeout(done, 1000));
  latencies.length = 0; // warm-up over
  const started = performance.now();
  await new Promise((done) => setTimeout(done, SECONDS * 1000));
  running = false;
  const seconds = (performance.now() - started) / 1000;
  const result = summarize(latencies, seconds);
  await Promise.all(workers);
  await pool.end();
  return result;
};

/** The measured path: GETs to the running server, a fresh page or word each request. */
const runHttp = async (serverUrl, workload) => {
  const run = (duration) =>
    autocannon({
      url: serverUrl,
      connections: CLIENTS,
      duration,
      ...(ACCEPT_ENCODING ? { headers: { 'accept-encoding': ACCEPT_ENCODING } } : {}),
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: workload.next().path }) }],
    });
  await run(1); // warm-up: JIT, pools, caches
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`warning: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return {
    count: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
};

const main = async () => {
  const baseUrl = benchDatabaseUrl();
  console.log(
    `bench/catalogue: ${CLIENTS} clients, ${SECONDS} s per run, PostgreSQL ${new URL(baseUrl).host}, accept-encoding: ${ACCEPT_ENCODING ?? 'none'}`,
  );
  buildStale();
  const databaseUrl = await freshDatabase(baseUrl, DATABASE);
  let server;
  try {
    console.log(`catalogue: ${importCatalogue(databaseUrl)}`);
    const catalogue = await setUp(databaseUrl);
    console.log(
      `list: ${catalogue.games} ${GAME_TYPE} games of ${VENDOR} in ${catalogue.pages} pages; search: ${catalogue.keywords.length} words`,
    );
    server = await startServer({
      DATABASE_URL: databaseUrl,
      RATE_LIMITS: 'false',
      SCHEDULER: 'false',
      SEED_DEMO: 'false',
      ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
    });
    const summary = [];
    for (const workload of workloads(catalogue)) {
      await checkSameAnswer(server.url, databaseUrl, workload);
      const beforeRaw = await commits(databaseUrl);
      const raw = await runRawSql(databaseUrl, workload);
      const afterRaw = await commits(databaseUrl);
      const beforeHttp = await commits(databaseUrl);
      const { result: http, summary: cpu } = await measureCpu(server.pid, DATABASE, () =>
        runHttp(server.url, workload),
      );
      const afterHttp = await commitsAfterServerRun(databaseUrl);
      const floor = await measureFloor((url) => runHttp(url, workload));
      console.log(`\n${workload.title}\n`);
      printTable([
        { name: 'raw SQL client (reference)', ...raw },
        { name: 'HTTP API (GET GCSGAME_gameList)', ...http, ratio: http.perSecond / raw.perSecond },
        floor,
      ]);
      console.log(`\nCPU during the HTTP run (2 cores in all): ${cpu}`);
      // The counts include the warm-ups (1 s a run): a rough figure, for spotting extra queries.
      console.log(
        `statements per request (committed transactions / requests, warm-ups included): raw ${((afterRaw - beforeRaw) / raw.count).toFixed(2)}, HTTP ${((afterHttp - beforeHttp) / http.count).toFixed(2)}`,
      );
      summary.push({ workload, raw, http, floor });
    }
    console.log('');
    for (const { workload, raw, http, floor } of summary) {
      console.log(
        `${`${workload.name}:`.padEnd(11)} HTTP API / raw SQL: ${(http.perSecond / raw.perSecond).toFixed(2)}  (target ≥ 0.50)   ${p99AgainstTarget(http.p99, 10, floor)}`,
      );
    }
  } finally {
    await server?.stop();
    await dropDatabase(baseUrl, DATABASE);
  }
};

await main();
