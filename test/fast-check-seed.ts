// Property tests draw a fresh seed on every run, so a local `npm test` keeps exploring new cases.
// CI sets FC_SEED (see .ci/run) so that a run on a clean machine is reproducible; a failure prints
// the seed and path, and `FC_SEED=<seed> npm test` replays it anywhere.
import fc from 'fast-check';

const raw = process.env.FC_SEED;
if (raw !== undefined && raw !== '') {
  const seed = Number(raw);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${JSON.stringify(raw)}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
