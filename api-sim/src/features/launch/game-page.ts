import { CURRENCY } from '../../config';
import { escapeXml } from '../../lib/svg';

export interface GamePageModel {
  session: string;
  gameName: string;
  /** Balance in cents shown before the first spin. */
  balanceCents: number;
  fun: boolean;
  /** Launch parameters shown in a table (lottery launches echo theirs). */
  parameters: [string, string][];
  backUrl: string | undefined;
}

export const formatMoney = (cents: number): string =>
  `${CURRENCY.symbol}${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Only absolute http(s) URLs become the back link (never javascript:; a path would stay on the simulator). */
const safeBackUrl = (url: string | undefined): string | undefined => (url !== undefined && /^https?:\/\/[^\s]+$/i.test(url) ? url : undefined);

/** JSON for an inline script: `<` escaped so the text can never close the script element. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;margin:0;background:#0f172a;color:#f8fafc;' +
  'display:flex;min-height:100vh;align-items:center;justify-content:center}' +
  'main{width:min(92vw,520px);padding:24px;border-radius:16px;background:#1e293b;box-shadow:0 10px 30px rgba(0,0,0,.4);text-align:center}' +
  'h1{margin:0 0 4px;font-size:1.5rem}.mode{color:#94a3b8;margin:0 0 16px}.balance{font-size:1.75rem;font-weight:bold;margin:8px 0}' +
  'button{font-size:1.1rem;padding:12px 28px;border:0;border-radius:999px;background:#f59e0b;color:#111827;cursor:pointer}' +
  'button:disabled{opacity:.6;cursor:wait}.result{min-height:1.5em;margin:12px 0;font-weight:bold}.win{color:#4ade80}.loss{color:#f87171}' +
  'table{margin:16px auto 0;border-collapse:collapse;font-size:.85rem;color:#cbd5e1}td{padding:2px 8px;text-align:left}a{color:#93c5fd}';

/** Self-contained (no external resources) and frameable: the client shows it in an iframe. */
export function gamePage(model: GamePageModel): string {
  const back = safeBackUrl(model.backUrl);
  const rows = model.parameters
    .map(([name, value]) => `<tr><td>${escapeXml(name)}</td><td data-param="${escapeXml(name)}">${escapeXml(value)}</td></tr>`)
    .join('');
  const script =
    `const session=${inlineJson(model.session)};` +
    `const button=document.getElementById('spin'),balance=document.getElementById('balance'),result=document.getElementById('result');` +
    `const money=(n)=>${inlineJson(CURRENCY.symbol)}+n.toLocaleString('en-US',{minimumFractionDigits:2,maximumFractionDigits:2});` +
    `button.addEventListener('click',async()=>{button.disabled=true;result.className='result';result.textContent='Spinning...';` +
    `try{const response=await fetch('/sim/game/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({session})});` +
    `const body=await response.json();if(body.success){balance.textContent=money(body.value.balance);` +
    `result.className='result '+(body.value.result==='WIN'?'win':'loss');` +
    `result.textContent=body.value.result==='WIN'?'You won '+money(body.value.net):'You lost '+money(-body.value.net);}` +
    `else{result.textContent=body.message||'Spin failed';}}catch(e){result.textContent='Network error';}finally{button.disabled=false;}});`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeXml(model.gameName)}</title><style>${STYLE}</style></head><body><main>` +
    `<h1 id="game-name">${escapeXml(model.gameName)}</h1>` +
    `<p class="mode">${model.fun ? 'Free trial (virtual money)' : 'Real money'}</p>` +
    `<p>Balance</p><p class="balance" id="balance" data-testid="balance">${escapeXml(formatMoney(model.balanceCents))}</p>` +
    `<button id="spin" type="button">Spin (bet 10)</button>` +
    `<p class="result" id="result" role="status" aria-live="polite"></p>` +
    (back ? `<p><a href="${escapeXml(back)}" target="_top">Back</a></p>` : '') +
    (rows ? `<table aria-label="Launch parameters">${rows}</table>` : '') +
    `</main><script>${script}</script></body></html>`
  );
}

/** Shown for an unknown or expired session. */
export function expiredPage(): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Session expired</title>` +
    `<style>${STYLE}</style></head><body><main><h1>Session expired</h1><p>Please launch the game again.</p></main></body></html>`
  );
}
