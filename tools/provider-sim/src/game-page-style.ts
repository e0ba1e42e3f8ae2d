// The game page's style sheet: a slot cabinet in one column on phones (from 320 px) and beside
// its controls from 900 px. Our own constant; nothing from a request goes in here.

export const GAME_PAGE_STYLE = `
:root{color-scheme:dark;--gold:#ffcf4a;--gold-deep:#f59e0b;--ink:#f7f2ff;--muted:#bba9dc;--line:rgba(255,255,255,.12);
  --reel-h:clamp(88px,27vw,140px)}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{min-height:100vh;color:var(--ink);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;
  -webkit-font-smoothing:antialiased;background:radial-gradient(900px 520px at 50% -12%,#6a22a3 0%,transparent 62%),
  radial-gradient(700px 420px at 105% 105%,#8a1456 0%,transparent 58%),radial-gradient(600px 400px at -10% 80%,#1d2d8a 0%,transparent 55%),#13081f}
.defs{position:absolute;width:0;height:0;overflow:hidden}
.app{max-width:560px;margin:0 auto;padding:12px 14px 16px;display:flex;flex-direction:column;gap:14px;min-height:100vh}
.topbar{display:flex;align-items:center;gap:10px}
.back{flex:none;display:grid;place-items:center;width:40px;height:40px;border-radius:12px;background:rgba(255,255,255,.08);
  border:1px solid var(--line);color:var(--ink);text-decoration:none;font-size:24px;line-height:1}
.back:hover{background:rgba(255,255,255,.16)}
.title{flex:1;min-width:0}
.vendor{display:block;font-size:11px;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--muted);
  white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
h1{margin:0;font-size:17px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.wallet{flex:none;display:flex;align-items:center;gap:8px;padding:5px 5px 5px 12px;border-radius:14px;
  background:rgba(0,0,0,.38);border:1px solid rgba(255,207,74,.38);max-width:55%}
.wallet-text{min-width:0;display:flex;flex-direction:column;align-items:flex-end;line-height:1.2}
.who{font-size:11px;color:var(--muted);max-width:130px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.balance{font-weight:800;font-size:16px;color:var(--gold);font-variant-numeric:tabular-nums;white-space:nowrap}
.refresh{flex:none;width:32px;height:32px;border-radius:10px;border:0;background:rgba(255,255,255,.1);color:var(--ink);
  cursor:pointer;display:grid;place-items:center;padding:0}
.refresh svg{width:16px;height:16px}
.refresh:hover{background:rgba(255,255,255,.2)}
.refresh.busy svg{animation:turn .8s linear infinite}
@keyframes turn{to{transform:rotate(360deg)}}
.layout{display:grid;gap:14px}
.cabinet{position:relative;padding:14px 12px 12px;border-radius:26px;background:linear-gradient(180deg,#44196f 0%,#2a1047 60%,#200b38 100%);
  box-shadow:0 0 0 2px rgba(255,207,74,.6),0 0 0 7px rgba(255,207,74,.08),0 26px 60px rgba(0,0,0,.55),inset 0 1px 0 rgba(255,255,255,.18)}
.bulbs{height:10px;margin:0 8px 10px;border-radius:6px;background:radial-gradient(circle,#fff2b8 0 2.5px,rgba(255,207,74,.35) 3.5px,transparent 5px) 0 50%/18px 10px repeat-x;
  animation:chase 1.2s steps(3) infinite}
@keyframes chase{to{background-position:18px 50%}}
.marquee{margin:0 0 12px;text-align:center;font-size:clamp(18px,5.4vw,26px);font-weight:900;letter-spacing:.16em;
  background:linear-gradient(180deg,#fff6c9,#ffcf4a 50%,#e08a00);-webkit-background-clip:text;background-clip:text;color:transparent;
  filter:drop-shadow(0 2px 0 #7a3d00) drop-shadow(0 0 14px rgba(255,190,40,.45))}
.window{position:relative;display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:9px;border-radius:18px;
  background:linear-gradient(180deg,#0b0514,#1b0d30);box-shadow:inset 0 3px 12px rgba(0,0,0,.85),0 0 0 1px rgba(255,255,255,.06);
  transition:box-shadow .3s}
.reel{position:relative;height:var(--reel-h);overflow:hidden;border-radius:12px;
  background:linear-gradient(180deg,#cfc6e4 0%,#fff 20%,#fff 80%,#cfc6e4 100%)}
.reel::after{content:"";position:absolute;inset:0;pointer-events:none;border-radius:inherit;
  box-shadow:inset 0 12px 14px -8px rgba(20,0,40,.55),inset 0 -12px 14px -8px rgba(20,0,40,.55)}
.cell,.face{height:var(--reel-h);display:grid;place-items:center}
.cell svg,.face svg{width:70%;height:70%;filter:drop-shadow(0 3px 2px rgba(40,0,60,.3))}
.strip{position:absolute;top:0;left:0;right:0;display:none}
.spinning .strip{display:block;animation:reel-spin .42s linear infinite;filter:blur(1.4px)}
.spinning .face{visibility:hidden}
@keyframes reel-spin{from{transform:translateY(-50%)}to{transform:translateY(0)}}
.face.land svg{animation:land .45s cubic-bezier(.2,1.55,.45,1)}
@keyframes land{from{transform:translateY(-45%)}to{transform:none}}
.payline{position:absolute;left:2px;right:2px;top:50%;height:2px;margin-top:-1px;pointer-events:none;
  background:linear-gradient(90deg,transparent,rgba(255,61,139,.85) 12%,rgba(255,61,139,.85) 88%,transparent)}
.machine.is-win .window{box-shadow:inset 0 3px 12px rgba(0,0,0,.85),0 0 0 2px var(--gold),0 0 28px rgba(255,207,74,.55)}
.machine.is-win .face svg{animation:pop .7s ease-in-out 3}
@keyframes pop{50%{transform:scale(1.14)}}
.result{min-height:84px;margin-top:10px;padding:8px;border-radius:16px;text-align:center;display:flex;flex-direction:column;
  align-items:center;justify-content:center;gap:2px;background:rgba(0,0,0,.25)}
.headline{font-size:clamp(20px,6vw,28px);font-weight:900;letter-spacing:.03em}
.result.is-win .headline{color:var(--gold);text-shadow:0 0 18px rgba(255,207,74,.55)}
.result.is-loss .headline{color:#e7defa}
.result.is-refused .headline{color:#ff9a9a}
.result.is-pending .headline{color:#9fd8ff}
.message{color:var(--muted);font-size:13.5px;max-width:44ch}
.after{font-size:12px;color:var(--muted);font-variant-numeric:tabular-nums}
.after strong{color:var(--ink)}
.side{display:flex;flex-direction:column;gap:14px}
.panel{padding:14px;border-radius:20px;background:rgba(16,6,30,.55);border:1px solid var(--line);backdrop-filter:blur(6px)}
.label{display:flex;justify-content:space-between;align-items:baseline;margin:0 0 10px;font-size:12px;font-weight:700;
  letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.label output{font-size:15px;letter-spacing:0;color:var(--ink);font-variant-numeric:tabular-nums}
.chips{border:0;margin:0;padding:0;display:flex;justify-content:space-between;gap:4px}
.chip{position:relative;cursor:pointer}
.chip input{position:absolute;opacity:0;width:1px;height:1px}
.chip span{position:relative;display:grid;place-items:center;width:clamp(48px,13.4vw,58px);aspect-ratio:1;border-radius:50%;
  font-weight:900;font-size:13.5px;color:#fff;text-shadow:0 1px 1px rgba(0,0,0,.5);background:var(--c);
  box-shadow:0 4px 0 var(--d),0 7px 14px rgba(0,0,0,.45);transition:transform .15s,box-shadow .15s}
.chip span::before{content:"";position:absolute;inset:4px;border-radius:50%;border:3px dashed rgba(255,255,255,.7)}
.chip span::after{content:"";position:absolute;inset:11px;border-radius:50%;background:rgba(0,0,0,.16)}
.chip b{position:relative;z-index:1}
.chip:hover span{transform:translateY(-2px)}
.chip input:checked+span{transform:translateY(-5px);box-shadow:0 0 0 3px var(--gold),0 9px 0 var(--d),0 12px 22px rgba(0,0,0,.55)}
.chip input:focus-visible+span{outline:2px solid #fff;outline-offset:4px}
.chip-1{--c:#6b7a90;--d:#39465a}.chip-2{--c:#e11d48;--d:#8f1235}.chip-3{--c:#2563eb;--d:#1a3a8f}
.chip-4{--c:#16a34a;--d:#0f5a2b}.chip-5{--c:#1f1630;--d:#000}.chip-5 span::before{border-color:var(--gold)}
.spin{position:relative;width:100%;min-height:62px;border:0;border-radius:18px;font:inherit;font-size:22px;font-weight:900;
  letter-spacing:.2em;color:#3d1d00;cursor:pointer;background:linear-gradient(180deg,#ffe58f 0%,#ffb31f 55%,#f08a00 100%);
  box-shadow:0 6px 0 #a65400,0 14px 30px rgba(240,138,0,.35),inset 0 2px 0 rgba(255,255,255,.65);
  transition:transform .08s,box-shadow .08s,filter .2s}
.spin:hover{filter:brightness(1.06)}
.spin:active{transform:translateY(4px);box-shadow:0 2px 0 #a65400,0 6px 16px rgba(240,138,0,.3),inset 0 2px 0 rgba(255,255,255,.65)}
.spin:disabled{cursor:progress;filter:saturate(.5) brightness(.85);transform:translateY(3px)}
.spin:focus-visible{outline:3px solid #fff;outline-offset:3px}
details{border:1px dashed rgba(255,255,255,.24);border-radius:16px;background:rgba(0,0,0,.22)}
summary{cursor:pointer;padding:12px 14px;font-weight:700;font-size:14px;color:var(--muted);list-style-position:inside}
summary small{font-weight:500;opacity:.8}
.options{padding:0 14px 10px}
.option{display:flex;gap:10px;align-items:flex-start;padding:7px 0;cursor:pointer;font-size:14px}
.option input{flex:none;margin:3px 0 0;width:17px;height:17px;accent-color:var(--gold)}
.option small{display:block;color:var(--muted);font-size:12.5px}
.group{margin:6px 0 0;padding:8px 0 0;border:0;border-top:1px solid var(--line)}
.group legend{padding:0;font-size:12px;font-weight:700;letter-spacing:.1em;text-transform:uppercase;color:var(--muted)}
select{margin-left:auto;font:inherit;font-size:14px;padding:4px 8px;border-radius:8px;border:1px solid var(--line);
  background:#241339;color:var(--ink)}
.paytable{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin:0;padding:0;list-style:none}
.paytable li{display:flex;align-items:center;gap:4px;padding:6px 8px;border-radius:10px;background:rgba(255,255,255,.05);
  font-size:12.5px;font-weight:700;font-variant-numeric:tabular-nums;white-space:nowrap}
.paytable svg{width:18px;height:18px;flex:none}
.paytable .pays{margin-left:auto;color:var(--gold)}
.note{margin:8px 0 0;font-size:12px;color:var(--muted)}
footer{margin-top:auto;padding-top:4px;text-align:center;font-size:11.5px;color:#8f7db3}
.error-card{margin:12vh auto 0;max-width:420px;padding:28px 24px;border-radius:22px;text-align:center;background:rgba(16,6,30,.7);
  border:1px solid var(--line)}
.error-card h1{white-space:normal;font-size:22px;margin-bottom:8px}
.error-card p{color:var(--muted);margin:0 0 20px}
.button{display:inline-block;padding:12px 22px;border-radius:14px;font-weight:800;color:#3d1d00;text-decoration:none;
  background:linear-gradient(180deg,#ffe58f,#ffb31f 55%,#f08a00)}
@media (min-width:900px){
  :root{--reel-h:clamp(150px,16vw,200px)}
  .app{max-width:1100px;padding:22px 32px 18px;gap:20px}
  .layout{grid-template-columns:minmax(0,1.45fr) minmax(320px,1fr);align-items:start;gap:24px}
  .cabinet{padding:20px 20px 16px}
  .window{gap:12px;padding:12px}
  h1{font-size:20px}
}
@media (prefers-reduced-motion:reduce){
  .spinning .strip,.bulbs,.machine.is-win .face svg,.face.land svg{animation:none}
}
`;
