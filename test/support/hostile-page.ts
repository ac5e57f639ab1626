/**
 * A page that tries every way out of the browser to the runner's loopback: fetch (text/plain, so
 * no preflight, as against Ollama's /api/create), XHR, sendBeacon, WebSocket, an <img>, an
 * iframe, a dedicated worker's fetch, a service worker, a preconnect, and WebRTC with STUN and
 * TURN servers on loopback. Each attempt writes how it ended into #results; #done appears when
 * every attempt has settled, so a test waits on that element, never on a clock. WebRTC starts
 * first and counts as made once the others have settled: without a network its gathering may never end.
 */
export function hostilePage(tcp: readonly number[], udp: number): Record<string, string> {
  const targets = JSON.stringify(tcp.map((p) => `127.0.0.1:${p}`));
  return {
    'index.html': `<!doctype html>
<html><head><title>Hostile</title>${tcp.map((p) => `<link rel="preconnect" href="http://127.0.0.1:${p}">`).join('')}</head>
<body><h1>Hostile page</h1><pre id="results"></pre><script src="attack.js"></script></body></html>
`,
    'attack.js': `const targets = ${targets};
const results = [];
const note = (what, how) => { results.push(what + ': ' + how); console.log('attempt ' + what + ': ' + how); document.getElementById('results').textContent = results.join('\\n'); };
const settle = (what, promise) => promise.then((how) => note(what, how), (e) => note(what, 'failed (' + (e && e.message || e) + ')'));
// WebRTC goes first: its STUN datagrams and TURN connections are on their way long before #done.
const rtc = new Promise((resolve, reject) => {
  const iceServers = [{ urls: 'stun:127.0.0.1:${udp}' }].concat(targets.map((t) => ({ urls: 'turn:' + t + '?transport=tcp', username: 'u', credential: 'c' })));
  const pc = new RTCPeerConnection({ iceServers });
  const found = [];
  pc.onicecandidate = (e) => {
    if (e.candidate) { found.push(e.candidate.type); return; }
    pc.close();
    found.some((t) => t === 'srflx' || t === 'relay') ? resolve('reached a server: ' + found.join(',')) : reject(new Error('no server candidate (' + found.join(',') + ')'));
  };
  // A server that cannot be reached ends in an error event (and the gathering may then never complete).
  pc.onicecandidateerror = (e) => { pc.close(); reject(new Error('server unreachable (' + e.errorCode + ' ' + e.url + ')')); };
  pc.onicegatheringstatechange = () => note('webrtc gathering', pc.iceGatheringState);
  pc.createDataChannel('x');
  pc.createOffer().then((o) => pc.setLocalDescription(o)).catch(reject);
});
rtc.catch(() => undefined);
const attempts = [];
for (const t of targets) {
  attempts.push(settle('fetch ' + t, fetch('http://' + t + '/api/create', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"model":"judge","from":"x"}' }).then((r) => 'answered ' + r.status)));
  attempts.push(settle('xhr ' + t, new Promise((resolve, reject) => {
    const x = new XMLHttpRequest();
    x.open('POST', 'http://' + t + '/api/copy');
    x.onload = () => resolve('answered ' + x.status);
    x.onerror = () => reject(new Error('error'));
    x.send('{"source":"judge","destination":"x"}');
  })));
  attempts.push(settle('beacon ' + t, Promise.resolve(navigator.sendBeacon('http://' + t + '/beacon', 'token?') ? 'queued' : 'refused')));
  attempts.push(settle('websocket ' + t, new Promise((resolve, reject) => {
    let ws;
    try { ws = new WebSocket('ws://' + t + '/ws'); } catch (e) { reject(e); return; }
    ws.onopen = () => resolve('open');
    ws.onclose = () => reject(new Error('closed'));
  })));
  attempts.push(settle('img ' + t, new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve('loaded');
    img.onerror = () => reject(new Error('error'));
    img.src = 'http://' + t + '/pixel.png';
  })));
  attempts.push(settle('iframe ' + t, new Promise((resolve) => {
    const f = document.createElement('iframe');
    f.onload = () => resolve('loaded (an error page counts)');
    f.src = 'http://' + t + '/frame';
    document.body.appendChild(f);
  })));
  attempts.push(settle('worker fetch ' + t, new Promise((resolve, reject) => {
    const w = new Worker(URL.createObjectURL(new Blob(["fetch('http://" + t + "/worker', { method: 'POST', body: 'x' }).then((r) => postMessage('answered ' + r.status), (e) => postMessage('failed'))"], { type: 'text/javascript' })));
    w.onmessage = (m) => (m.data === 'failed' ? reject(new Error('failed')) : resolve(m.data));
    w.onerror = () => reject(new Error('worker error'));
  })));
}
attempts.push(settle('service worker', 'serviceWorker' in navigator
  ? navigator.serviceWorker.register('sw.js').then((reg) => (reg ? navigator.serviceWorker.ready.then(() => 'registered') : 'refused (no registration)'))
  : Promise.reject(new Error('impossible: no navigator.serviceWorker'))));
// In a browser without a network, ICE gathering may never end: the WebRTC attempt counts as made
// when every other attempt has settled.
attempts.push(settle('webrtc', Promise.race([rtc, Promise.all(attempts.slice()).then(() => 'still gathering when every other attempt had ended')])));
Promise.all(attempts).then(() => {
  const done = document.createElement('div');
  done.id = 'done';
  done.textContent = 'all attempts settled';
  document.body.appendChild(done);
});
`,
    'sw.js': `self.addEventListener('install', () => { ${tcp.map((p) => `fetch('http://127.0.0.1:${p}/sw', { method: 'POST', body: 'x' }).catch(() => undefined);`).join(' ')} });\n`,
  };
}
