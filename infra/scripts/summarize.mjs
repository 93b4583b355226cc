// Sums the jest reports under test-results/ into the closing line CI reads; exits 1 on any failure.
import { readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const lines = [];
for (const file of readdirSync('test-results')
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(`test-results/${file}`, 'utf8'));
  const p = report.numPassedTests ?? 0;
  // A suite that failed to run (syntax error, missing service) has failed suites but no failed test.
  const f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  passed += p;
  failed += f;
  lines.push(
    `  ${file.replace(/\.json$/, '').padEnd(22)} ${p} passed, ${f} failed${report.crashed ? ' (did not report)' : ''}`,
  );
}
console.log(lines.join('\n'));
console.log(`ci: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
