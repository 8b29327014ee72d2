/* global OffscreenCanvas, VideoEncoder, VideoFrame -- browser APIs, used inside page.evaluate */
// Makes the demo library's short video (apps/server/src/modules/resources/resources.demo-video.ts) with
// what this machine has: Chromium (through Playwright) draws a counting clock on a canvas, encodes it to
// VP8 with WebCodecs, and this page muxes the frames into a WebM with its duration, a seek head and cues
// (so a player can seek in it). Run: node scripts/make-demo-video.mjs. Nothing is downloaded.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';

const out = new URL('../apps/server/src/modules/resources/resources.demo-video.ts', import.meta.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
// WebCodecs needs a secure context: a page of a loopback server is one.
const server = createServer((_req, res) => res.end('<!doctype html><title>video</title>'));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
await page.goto(`http://localhost:${server.address().port}/`);
const base64 = await page.evaluate(async () => {
  const width = 320;
  const height = 180;
  const fps = 10;
  const seconds = 6;
  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext('2d');
  const chunks = [];
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ key: chunk.type === 'key', ms: Math.round(chunk.timestamp / 1000), data });
    },
    error: (e) => {
      throw e;
    },
  });
  encoder.configure({ codec: 'vp8', width, height, bitrate: 80_000, framerate: fps });
  for (let i = 0; i < fps * seconds; i++) {
    const t = i / fps;
    g.fillStyle = `hsl(${(i * 6) % 360} 60% 35%)`;
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#fff';
    g.font = 'bold 56px sans-serif';
    g.textAlign = 'center';
    g.fillText(`${t.toFixed(1)} s`, width / 2, height / 2 + 20);
    g.fillRect(0, height - 12, (width * (i + 1)) / (fps * seconds), 12);
    const frame = new VideoFrame(canvas, { timestamp: Math.round(t * 1e6), duration: 1e6 / fps });
    encoder.encode(frame, { keyFrame: i % fps === 0 });
    frame.close();
  }
  await encoder.flush();

  // ---- EBML writing
  const bytes = (...v) => Uint8Array.from(v);
  const concat = (parts) => {
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let o = 0;
    for (const p of parts) {
      all.set(p, o);
      o += p.length;
    }
    return all;
  };
  const id = (hex) => Uint8Array.from(hex.match(/../g).map((h) => parseInt(h, 16)));
  const size8 = (n) => {
    const b = new Uint8Array(8);
    b[0] = 0x01;
    let v = BigInt(n);
    for (let i = 7; i >= 1; i--) {
      b[i] = Number(v & 0xffn);
      v >>= 8n;
    }
    return b;
  };
  const uint = (n, width = 0) => {
    const out = [];
    let v = BigInt(n);
    do {
      out.unshift(Number(v & 0xffn));
      v >>= 8n;
    } while (v > 0n);
    while (out.length < width) out.unshift(0);
    return Uint8Array.from(out);
  };
  const el = (hex, ...content) => {
    const body = concat(content);
    return concat([id(hex), size8(body.length), body]);
  };
  const str = (s) => new TextEncoder().encode(s);
  const float64 = (f) => {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setFloat64(0, f);
    return b;
  };

  const header = el(
    '1A45DFA3',
    el('4286', uint(1)),
    el('42F7', uint(1)),
    el('42F2', uint(4)),
    el('42F3', uint(8)),
    el('4282', str('webm')),
    el('4287', uint(2)),
    el('4285', uint(2)),
  );
  const durationMs = seconds * 1000;
  const info = el(
    '1549A966',
    el('2AD7B1', uint(1_000_000)),
    el('4489', float64(durationMs)),
    el('4D80', str('portal make-demo-video')),
    el('5741', str('portal make-demo-video')),
  );
  const tracks = el(
    '1654AE6B',
    el(
      'AE',
      el('D7', uint(1)),
      el('73C5', uint(1)),
      el('83', uint(1)),
      el('86', str('V_VP8')),
      el('9C', uint(0)),
      el('E0', el('B0', uint(width)), el('BA', uint(height))),
    ),
  );
  // One cluster per key frame (every second).
  const groups = [];
  for (const c of chunks) {
    if (c.key || groups.length === 0) groups.push({ ms: c.ms, frames: [] });
    groups.at(-1).frames.push(c);
  }
  const clusters = groups.map((grp) =>
    el(
      '1F43B675',
      el('E7', uint(grp.ms, 8)),
      ...grp.frames.map((f) => {
        const rel = f.ms - grp.ms;
        return el('A3', bytes(0x81, (rel >> 8) & 0xff, rel & 0xff, f.key ? 0x80 : 0x00), f.data);
      }),
    ),
  );
  // Positions are relative to the segment's data; fixed-width numbers keep every size known in advance.
  const seekHeadOf = (pos) =>
    el(
      '114D9B74',
      ...[
        ['1549A966', pos.info],
        ['1654AE6B', pos.tracks],
        ['1C53BB6B', pos.cues],
      ].map(([target, p]) => el('4DBB', el('53AB', id(target)), el('53AC', uint(p, 8)))),
    );
  const cuesOf = (clusterPositions) =>
    el(
      '1C53BB6B',
      ...groups.map((grp, i) =>
        el(
          'BB',
          el('B3', uint(grp.ms, 8)),
          el('B7', el('F7', uint(1)), el('F1', uint(clusterPositions[i], 8))),
        ),
      ),
    );
  const seekLength = seekHeadOf({ info: 0, tracks: 0, cues: 0 }).length;
  const cuesLength = cuesOf(groups.map(() => 0)).length;
  const infoPos = seekLength;
  const tracksPos = infoPos + info.length;
  const cuesPos = tracksPos + tracks.length;
  let p = cuesPos + cuesLength;
  const clusterPositions = clusters.map((c) => {
    const at = p;
    p += c.length;
    return at;
  });
  const segment = el(
    '18538067',
    seekHeadOf({ info: infoPos, tracks: tracksPos, cues: cuesPos }),
    info,
    tracks,
    cuesOf(clusterPositions),
    ...clusters,
  );
  const file = concat([header, segment]);
  let binary = '';
  for (const b of file) binary += String.fromCharCode(b);
  return btoa(binary);
});
await browser.close();
server.close();
const lines = base64.match(/.{1,100}/g).map((line) => `  '${line}',`);
writeFileSync(
  out,
  [
    '/**',
    " * The demo library's short video: a 6-second 320×180 VP8 WebM (a counting clock), with its duration,",
    " * a seek head and cues, made by scripts/make-demo-video.mjs with Chromium's WebCodecs encoder.",
    ' */',
    'export const demoVideoBase64 = [',
    ...lines,
    "].join('');",
    '',
  ].join('\n'),
);
console.log(`wrote ${out.pathname}: ${Math.round((base64.length * 3) / 4)} bytes of WebM`);
