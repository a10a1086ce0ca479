// `npm run bench`: one JSON line per measurement, { name, value, unit, baseline, ratio }.
import { runBenchmarks } from './benchmarks';
import { buildRenderer } from './editor';

buildRenderer();

await runBenchmarks(1, (result) => process.stdout.write(`${JSON.stringify(result)}\n`));
