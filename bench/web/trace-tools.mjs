import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SourceMapConsumer } from 'source-map-js';

// What the main-thread benches share: reading a built position through the build's source maps,
// and finding the page's main thread in a Chromium trace.

/**
 * A function mapping a position in a built script of `assetsDir` to `source:line name` (a
 * package's file as `nm:<package>/…`), or null for a script outside the build.
 */
export const sourceMapper = (assetsDir) => {
  const maps = new Map();
  return (scriptUrl, line, column) => {
    const file = /\/assets\/([^/?#]+)$/.exec(scriptUrl ?? '')?.[1];
    const mapFile = file && join(assetsDir, `${file}.map`);
    if (!mapFile || !existsSync(mapFile)) return null;
    if (!maps.has(mapFile)) maps.set(mapFile, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
    const position = maps.get(mapFile).originalPositionFor({ line: line + 1, column });
    if (!position.source) return null;
    const source = position.source.replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
    return `${source}:${position.line} ${position.name ?? ''}`.trim();
  };
};

/**
 * The page's renderer main thread in a trace: of the renderers' main threads, the busiest (a blank
 * page's is idle). Returns its process and thread ids, its complete events and the navigation's
 * start on its clock.
 */
export const pageMainThread = (events) => {
  const busy = new Map();
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X')
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const start =
    events.find((event) => event.name === 'navigationStart' && event.pid === main.pid)?.ts ??
    Math.min(...onMain.map((event) => event.ts));
  return { pid: main.pid, tid: main.tid, onMain, start };
};
