// The game page's script: Spin posts to our own server (POST play, JSON), which makes the signed
// wallet calls; the script only animates the reels and shows the answer. Without it, the form
// posts the same fields and the server answers with the page again. Our own constant.

export const GAME_PAGE_SCRIPT = `
(() => {
  'use strict';
  const form = document.getElementById('spin-form');
  const machine = document.getElementById('machine');
  if (!form || !machine || !window.fetch) return;
  const reels = [...document.querySelectorAll('.reel')];
  const spinButton = document.getElementById('spin');
  const result = document.getElementById('result');
  const headline = result.querySelector('.headline');
  const message = result.querySelector('.message');
  const after = result.querySelector('.after');
  const balance = document.getElementById('balance');
  const refresh = document.getElementById('refresh');
  const betOutput = document.getElementById('bet-output');
  const symbols = {};
  for (const element of document.querySelectorAll('#symbols [data-symbol]')) symbols[element.dataset.symbol] = element.innerHTML;
  const reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const MIN_SPIN_MS = reduced ? 0 : 850;
  const STOP_GAP_MS = reduced ? 0 : 260;
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  let latestRound = result.dataset.round || '';

  const failure = (text) => ({ result: null, view: { tone: 'refused', headline: 'Something went wrong', message: text, balance: null } });

  const show = (answer) => {
    const { view } = answer;
    result.className = 'result is-' + view.tone;
    result.dataset.status = answer.result ? answer.result.status : 'ERROR';
    result.dataset.round = answer.result ? answer.result.round : '';
    headline.textContent = view.headline;
    message.textContent = view.message;
    after.textContent = '';
    if (view.balance) {
      balance.textContent = view.balance;
      after.append('Balance after this round: ');
      const strong = document.createElement('strong');
      strong.textContent = view.balance;
      after.append(strong);
    }
    machine.classList.toggle('is-win', view.tone === 'win');
  };

  const post = async (body) => {
    try {
      const response = await fetch('play', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.json().catch(() => null);
      if (answer && answer.view) return answer;
      return failure(answer && answer.detail ? answer.detail : 'The game server answered ' + response.status + '.');
    } catch {
      return failure('Could not reach the game server. Check your connection and try again.');
    }
  };

  const startReels = () => {
    machine.dataset.state = 'spinning';
    machine.classList.remove('is-win');
    spinButton.disabled = true;
    result.className = 'result is-pending';
    headline.textContent = 'Good luck!';
    message.textContent = '';
    after.textContent = '';
    for (const reel of reels) reel.classList.add('spinning');
  };

  const stopReels = async (shown) => {
    for (const [index, reel] of reels.entries()) {
      const face = reel.querySelector('.face');
      const symbol = shown && shown[index];
      if (symbol && symbols[symbol]) {
        face.innerHTML = symbols[symbol];
        face.dataset.symbol = symbol;
      }
      reel.classList.remove('spinning');
      face.classList.remove('land');
      void face.offsetWidth;
      face.classList.add('land');
      if (index < reels.length - 1) await wait(STOP_GAP_MS);
    }
    machine.dataset.state = 'done';
    spinButton.disabled = false;
  };

  // A delayed round: ask our server how it ended once the delay is over.
  const follow = async (round, seconds) => {
    await wait(seconds * 1000 + 300);
    for (let tries = 0; tries < 30 && round === latestRound; tries++) {
      try {
        const response = await fetch('rounds/' + encodeURIComponent(round), { headers: { accept: 'application/json' } });
        const answer = response.ok ? await response.json() : null;
        if (answer && answer.result.status !== 'PENDING') {
          if (round === latestRound) show(answer);
          return;
        }
      } catch {
        // Asked again below.
      }
      await wait(1000);
    }
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (machine.dataset.state === 'spinning') return;
    const data = new FormData(form);
    const flow = data.get('flow') || 'win';
    const body = {
      token: data.get('token'),
      vendor: data.get('vendor'),
      game: data.get('game'),
      bet: data.get('bet'),
      options: {
        duplicate: data.has('duplicate'),
        replay: data.has('replay'),
        delaySeconds: Number(data.get('delaySeconds') || 0),
        rollback: flow === 'rollback',
        rollbackFirst: flow === 'rollbackFirst',
        bonus: flow === 'bonus',
      },
    };
    latestRound = '';
    startReels();
    const started = Date.now();
    const answer = await post(body);
    await wait(Math.max(0, MIN_SPIN_MS - (Date.now() - started)));
    await stopReels(answer.result && answer.result.reels);
    show(answer);
    if (answer.result) latestRound = answer.result.round;
    if (answer.result && answer.result.status === 'PENDING') follow(answer.result.round, answer.result.options.delaySeconds);
  });

  form.addEventListener('change', (event) => {
    const target = event.target;
    if (target.name === 'bet' && betOutput) betOutput.textContent = target.dataset.label || '';
  });

  if (refresh) {
    refresh.addEventListener('click', async () => {
      refresh.classList.add('busy');
      try {
        const query = new URLSearchParams({ vendor: form.elements.vendor.value, token: form.elements.token.value });
        const response = await fetch('balance?' + query, { headers: { accept: 'application/json' } });
        const answer = await response.json();
        if (answer.balance) balance.textContent = answer.balance;
        else if (answer.message) message.textContent = answer.message;
      } catch {
        message.textContent = 'Could not reach the game server.';
      }
      refresh.classList.remove('busy');
    });
  }

  if (result.dataset.status === 'PENDING' && latestRound) follow(latestRound, 0);
})();
`;
