/**
 * The load generator's own garbage collected before each measured run, so that its pauses are not counted as the
 * server's latency. The generator holds a large heap (the candidates' sessions and every answer's timing: 170 to 290
 * MB by the third run), and a major collection of it stopped its sending for 130 to 300 ms in the middle of a
 * run (`--trace-gc` of the bench, session 15: a Mark-Compact with 175 to 240 ms of marking on the main thread, 6 and
 * 26 s into two runs, where both the enrolments and the notifications, whose sender waits behind it for a core, were
 * late together). An open-loop generator counts the lateness of what it sends late, so a run that its own collector
 * hit lost several ms of p95 that no server made. Collected before each run, the old generation starts at what is
 * live and a minute of requests does not fill it again.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

// gc() is only exposed under --expose-gc; the flag set at run time applies to contexts made afterwards.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
// V8's memory reducer starts a full collection when allocation slows (between runs, and then in the next one).
v8.setFlagsFromString('--no-memory-reducer');

export function coletarLixoDoGerador(): void {
  gc();
}
