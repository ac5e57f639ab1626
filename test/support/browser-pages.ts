/** Small canvas games in the common layout (index.html + game.js), each broken in one way. */

const html = (script = 'game.js', extra = ''): string => `<!doctype html>
<html>
<head><meta charset="utf-8"><title>Dodge</title><link rel="stylesheet" href="style.css"></head>
<body>
<h1>Dodge the blocks</h1>
<p>Press the arrow keys to move. Click Start to play.</p>
<button id="start">Start</button>
<canvas id="game" width="320" height="200"></canvas>
${extra}<script src="${script}"></script>
</body>
</html>
`;

const STYLE = 'body { font-family: sans-serif; background: #fff; } canvas { border: 1px solid #333; }\n';

/** A game that draws every frame and moves its player on arrow keys and on Start. */
export const GAME_JS = `const canvas = document.getElementById('game');
const ctx = canvas.getContext('2d');
const state = { x: 20, started: false };
document.getElementById('start').addEventListener('click', () => { state.started = true; });
window.addEventListener('keydown', (e) => {
  if (e.key === 'ArrowRight') state.x += 40;
  if (e.key === 'ArrowLeft') state.x -= 40;
});
function frame() {
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = state.started ? '#0f0' : '#f80';
  ctx.fillRect(state.x, 150, 30, 30);
  requestAnimationFrame(frame);
}
frame();
`;

export const workingGame = (): Record<string, string> => ({ 'index.html': html(), 'game.js': GAME_JS, 'style.css': STYLE });

/** Throws on its third frame: the loop dies with an uncaught error. */
export const throwingGame = (): Record<string, string> => ({
  'index.html': html(),
  'style.css': STYLE,
  'game.js': GAME_JS.replace('function frame() {\n', 'let frames = 0;\nfunction frame() {\n  if (++frames === 3) state.player.move();\n'),
});

/** Loads a sprite that is not in the tree. */
export const missingAssetGame = (): Record<string, string> => ({
  ...workingGame(),
  'index.html': html('game.js', '<img src="assets/player.png" alt="">\n'),
});

/** Never draws on its canvas. */
export const blankCanvasGame = (): Record<string, string> => ({
  'index.html': html(),
  'style.css': STYLE,
  'game.js': "document.getElementById('start').addEventListener('click', () => {});\n",
});

/** Draws one frame and never listens to anything. */
export const deafGame = (): Record<string, string> => ({
  'index.html': html(),
  'style.css': STYLE,
  'game.js': `const canvas = document.getElementById('game');
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#000';
ctx.fillRect(0, 0, canvas.width, canvas.height);
ctx.fillStyle = '#f80';
ctx.fillRect(20, 150, 30, 30);
`,
});

/** A page whose script never yields: it never finishes loading. */
export const hangingPage = (): Record<string, string> => ({
  'index.html': '<!doctype html><title>Hang</title><h1>Loading…</h1><script>for (;;) {}</script>\n',
});

/** A page that loads, then loops forever once Start is clicked. */
export const hangingOnStart = (): Record<string, string> => ({
  'index.html': html(),
  'style.css': STYLE,
  'game.js': "document.getElementById('start').addEventListener('click', () => { for (;;) {} });\n",
});

export const GAME_STEPS = [{ click: '#start' }, { press: 'ArrowRight' }, { press: 'ArrowRight' }];
export const ALL_REQUIREMENTS = ['no-console-errors', 'no-page-errors', 'no-failed-requests', 'canvas-drawn', 'changes-on-input'];

/** The signature every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A form whose canvas is drawn only once the right name was typed into the field, a moment later
 * (as a page that fetches or animates would). The canvas is measured after the steps: it is drawn
 * only if `type` really typed into the field, and by then only if `wait-for` waited for the
 * greeting (drawn in the same task). No test races the delay: without wait-for the result would
 * depend on how busy the machine is.
 */
export function greetingForm(): Record<string, string> {
  return {
    'index.html': `<!doctype html><html><body>
<label>Name <input id="name" autocomplete="off"></label>
<p id="greeting" hidden></p>
<canvas id="c" width="200" height="100"></canvas>
<script>
const input = document.getElementById('name');
const greeting = document.getElementById('greeting');
input.addEventListener('input', () => {
  if (input.value !== 'critic') return;
  setTimeout(() => {
    const g = document.getElementById('c').getContext('2d');
    g.fillStyle = '#c33';
    g.fillRect(0, 0, 100, 100);
    g.fillStyle = '#36c';
    g.fillRect(100, 0, 100, 100);
    greeting.textContent = 'Hello, ' + input.value;
    greeting.hidden = false;
  }, 400);
});
</script></body></html>
`,
  };
}
