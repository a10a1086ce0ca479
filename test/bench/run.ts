// `npm run bench`: one JSON line per measurement, { name, value, unit, baseline, ratio }.
import { runBenchmarks } from './benchmarks';

await runBenchmarks(1, (result) => process.stdout.write(`${JSON.stringify(result)}\n`));
