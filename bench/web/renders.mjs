/* global window */
// Which React components render in each commit of a page load, on the phone the other
// main-thread benches use (CPU 4x slower), and where each re-render started: a component that
// rendered while its parent did not (its own state, a store it reads, or a context it reads that
// changed). profile.mjs and task-profile.mjs say which tasks are long; this says which renders
// made them, e.g. a provider above the page rendering again and every Mantine component reading
// its context with it (decision 076).
//
// It listens as React's developer tools do: React DOM, production build included, calls the
// global hook's onCommitFiberRoot after every commit, and a fiber whose render function ran in
// that commit carries React's PerformedWork flag. A minified build keeps only the names set as a
// displayName (Mantine's, React Router's); for every name, build the web app unminified first
// (`npx vite build --minify false` in apps/web, then restart the portal) and build it again after.
//
//   node bench/web/renders.mjs http://127.0.0.1:8080/                # commits of 10 renders or more
//   POPUPS=closed MIN=1 WAIT=6000 node bench/web/renders.mjs http://127.0.0.1:8080/rng
//   SIGNED_IN=1 node bench/web/renders.mjs http://127.0.0.1:8080/member/depositv2  # as the demo member
import { launchBenchBrowser, openSlowPhone } from './phone.mjs';
import { signIn } from './sign-in.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const WAIT_MS = Number(process.env.WAIT ?? 6000);
/** Commits with fewer component renders are left out. */
const MIN_RENDERS = Number(process.env.MIN ?? 10);

// The demo member of the seed (apps/server/src/seed), signed in as run.mjs does for the deposit page.
const token = process.env.SIGNED_IN
  ? await signIn(new URL(url).origin, 'player01', 'Player2026', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
  : null;

const browser = await launchBenchBrowser();
const { page } = await openSlowPhone(browser);
await page.addInitScript(
  ([closePopups, sessionToken]) => {
    if (sessionToken) window.sessionStorage.setItem('token', sessionToken);
    if (closePopups) {
      // As apps/web/src/features/home/utils/popup-flags.ts marks them: every audience closed, the gift hidden.
      window.sessionStorage.setItem('publicModalClosed', '["F","A","B"]');
      window.sessionStorage.setItem('giftModalHidden', '1');
    }
    const PERFORMED_WORK = 1;
    const HOST_ROOT = 3;
    const nameOf = (fiber) => {
      const type = fiber.type;
      if (!type || typeof type === 'string') return null;
      const inner = type.render ?? type.type;
      return type.displayName || type.name || inner?.displayName || inner?.name || null;
    };
    // A fiber of a subtree React did not visit keeps its flags from an earlier commit: it counts only
    // when its props or state are not those it was counted with.
    const counted = new WeakMap();
    const renderedNow = (fiber) => {
      if (!(fiber.flags & PERFORMED_WORK) || typeof fiber.type === 'string' || fiber.tag === HOST_ROOT) return false;
      const last = counted.get(fiber);
      return !last || last.props !== fiber.memoizedProps || last.state !== fiber.memoizedState;
    };
    window.__renders = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onCommitFiberRoot: (_id, root) => {
        const counts = new Map();
        const starts = new Map();
        let total = 0;
        const visit = (first, parent) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            const name = nameOf(fiber);
            let owner = parent;
            if (renderedNow(fiber)) {
              counted.set(fiber, { props: fiber.memoizedProps, state: fiber.memoizedState });
              if (name) {
                total += 1;
                counts.set(name, (counts.get(name) ?? 0) + 1);
                if (!parent.rendered) {
                  const start = `${name} (in ${parent.name ?? 'the root'})`;
                  starts.set(start, (starts.get(start) ?? 0) + 1);
                }
                owner = { name, rendered: true };
              }
            } else if (name) owner = { name, rendered: false };
            visit(fiber.child, owner);
          }
        };
        visit(root.current.child, { name: null, rendered: false });
        const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
        window.__renders.push({
          at: Math.round(performance.now()),
          total,
          starts: top(starts, 6),
          most: top(counts, 8),
        });
      },
    };
  },
  [process.env.POPUPS === 'closed', token],
);
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(WAIT_MS);
const commits = await page.evaluate(() => window.__renders);
await browser.close();

const list = (entries) => entries.map(([name, count]) => `${name} ×${count}`).join(', ');
console.log(`${url}, CPU 4x slower, ${WAIT_MS} ms after load: the commits of ${MIN_RENDERS} renders or more\n`);
for (const commit of commits.filter((entry) => entry.total >= MIN_RENDERS)) {
  console.log(`at ${commit.at} ms, ${commit.total} components rendered`);
  console.log(`  started at: ${list(commit.starts)}`);
  console.log(`  most:       ${list(commit.most)}\n`);
}
const all = commits.reduce((sum, commit) => sum + commit.total, 0);
console.log(`${commits.length} commits, ${all} component renders`);
