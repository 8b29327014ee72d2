// The SLA clock of a ticket with 1 000 status changes (issue 23, target: under 1 ms).
//   A ticket raised in Shanghai, its status log 1 000 changes long (in progress, waiting for the customer
//   and back, a priority change every 50, a shared reply), spread over about 250 days of the China demo
//   calendar (weekdays 09:00–12:00 and 13:00–18:00, holidays, make-up days); computeSla of the tickets
//   module over it at a fixed `now`. Prints the first call (the calendar's days and offsets not yet
//   known: the cold cost) and p50/p99 of the next calls (the server keeps compiled calendars), then the
//   same over Europe/Berlin, whose clocks change twice in the span.
// Never part of the test suite. Usage (bench/README.md):
//   node bench/sla-clock-bench.mjs [--changes 1000] [--runs 2000]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: { changes: { type: 'string', default: '1000' }, runs: { type: 'string', default: '2000' } },
});
const changes = Number(values.changes);
const runs = Number(values.runs);

const { computeSla } = await tsImport('../apps/server/src/modules/tickets/sla-clock.ts', import.meta.url);
const { chinaCalendar } = await tsImport(
  '../apps/server/src/modules/tickets/tickets.calendars.ts',
  import.meta.url,
);

const targets = {
  urgent: { responseMinutes: 30, resolutionMinutes: 240 },
  high: { responseMinutes: 60, resolutionMinutes: 480 },
  normal: { responseMinutes: 240, resolutionMinutes: 1440 },
  low: { responseMinutes: 480, resolutionMinutes: 2400 },
};
const priorities = ['urgent', 'high', 'normal', 'low'];

function logOf(start) {
  const log = [
    { at: start, kind: 'status', status: 'new' },
    { at: start, kind: 'priority', priority: 'normal' },
    { at: start, kind: 'policy', targets },
  ];
  let at = start;
  for (let i = 0; i < changes; i += 1) {
    at += (1 + (i % 11)) * 3_600_000; // 1 to 11 hours apart: about 250 days in all
    if (i % 50 === 49) log.push({ at, kind: 'priority', priority: priorities[((i / 50) % 4) | 0] });
    else if (i === 5) log.push({ at, kind: 'sharedReply' });
    else log.push({ at, kind: 'status', status: i % 2 === 0 ? 'waitingForCustomer' : 'inProgress' });
  }
  return { log, end: at + 3_600_000 };
}

function measure(label, calendar) {
  const { log, end } = logOf(Date.parse('2026-01-05T01:00:00Z'));
  const t0 = performance.now();
  const first = computeSla(log, calendar, end);
  const cold = performance.now() - t0;
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    computeSla(log, calendar, end);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
  const days = Math.round((end - log[0].at) / 86_400_000);
  console.log(
    `${label}: ${log.length} log entries over ${days} days; first call ${cold.toFixed(3)} ms; ` +
      `next ${runs} calls p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms ` +
      `(resolution ${Math.floor(first.resolution.elapsedMs / 60_000)} business minutes)`,
  );
}

measure('Asia/Shanghai', chinaCalendar);
measure('Europe/Berlin', { ...chinaCalendar, timeZone: 'Europe/Berlin', holidays: [], workdays: [] });
