// Issue 22: every jest run ends with its own duration and its ten slowest test files, so that the run that
// makes the suite slower shows it the day it lands (CI prints it too: `.ci/run` runs `npm test`).
class SlowestFilesReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({ seconds: (file.perfStats.end - file.perfStats.start) / 1000, path: file.testFilePath.replace(`${process.cwd()}/`, '') }))
      .sort((a, b) => b.seconds - a.seconds);
    const total = (Date.now() - results.startTime) / 1000;
    const lines = files.slice(0, 10).map(({ seconds, path }) => `  ${seconds.toFixed(1).padStart(6)} s  ${path}`);
    process.stderr.write(
      `\njest: ${results.numTotalTestSuites} files, ${results.numTotalTests} tests in ${total.toFixed(1)} s; the ${lines.length} slowest files:\n${lines.join('\n')}\n`,
    );
  }
}
module.exports = SlowestFilesReporter;
